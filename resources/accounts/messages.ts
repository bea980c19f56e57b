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
};
