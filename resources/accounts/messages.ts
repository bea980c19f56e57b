export const accountMessages = {
  fields: { name: 'Name' },
  page: { list: 'Team access' },
  roles: { admin: 'Administrator', staff: 'Staff', none: 'No access yet' },
  intro:
    'Everyone who registers appears here. Grant Staff to let them work with the panel\'s data, or Administrator to let them also manage access.',
  notifications: {
    updated: 'Access updated',
    updateFailed: 'Failed to update access',
  },
  reset: {
    column: 'Password',
    button: 'Reset link',
    buttonFor: 'Password reset link for %{email}',
    title: 'Password reset link for %{email}',
    help: 'Send this link to the person yourself. It works once, until %{expiresAt}; making another link stops this one.',
    link: 'Reset link',
    sessions: 'When they choose a new password, every device they are signed in on is signed out.',
    copy: 'Copy link',
    copied: 'Link copied',
    failed: 'Could not make a reset link. Please try again.',
  },
};
