/** The audit screens' strings: the administrators' log and the History panel of edit dialogs. */
export const auditLogMessages = {
  page: { list: 'Audit Log' },
  fields: { createdAt: 'When' },
  filters: { from: 'From', to: 'To', accountEmail: 'Who (e-mail)' },
  actions: { create: 'Created', update: 'Changed', delete: 'Deleted', convert: 'Converted to a policy', passwordChange: 'Password changed', passwordResetLink: 'Password reset link issued', passwordReset: 'Password reset by link', import: 'Imported from a file' },
  history: {
    title: 'History',
    empty: 'No changes recorded yet.',
    loadFailed: 'The history could not be loaded.',
    entry: '%{action} by %{who} on %{when}',
    unknownAccount: 'the system',
    more: 'and %{count} more',
  },
  restore: {
    button: 'Put back',
    title: 'Put this change back?',
    content: 'The fields it changed go back to their values before it, where nobody has changed them since. This is saved as a new change.',
    done: '%{smart_count} field put back. |||| %{smart_count} fields put back.',
    partly: '%{smart_count} field put back; %{left} left as they are (changed since, or personal data, files and rows, which are not put back). |||| %{smart_count} fields put back; %{left} left as they are (changed since, or personal data, files and rows, which are not put back).',
  },
  notifications: { loadFailed: 'Failed to fetch the audit log', empty: 'No changes recorded.' },
};
