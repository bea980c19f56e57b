/** The agent strings of Create User and List Users (spec sections 2 and 8). */
export const agentMessages = {
  fields: {},
  columns: {
    createdOn: 'Created On',
    code: 'Code',
    phone: 'Phone Number',
    mapped: 'Mapped',
    actions: 'Actions',
  },
  page: { edit: 'Edit Agent' },
  sections: { details: 'Agent Details', address: 'Address', rm: 'RM Details', bankKyc: 'Bank and KYC' },
  actions: {
    create: 'Create Agent',
    creating: 'Creating...',
    update: 'Update Agent',
    updating: 'Updating...',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
  },
  notifications: {
    created: 'Agent created successfully!',
    createFailed: 'Failed to create agent',
    updated: 'Agent updated successfully!',
    updateFailed: 'Error updating agent.',
    updateError: 'Error updating agent.',
    deleted: 'Agent deleted successfully!',
    deleteFailed: 'Failed to delete agent',
    confirmDelete: 'Are you sure you want to delete this agent? This action cannot be undone.',
    loadFailed: 'Failed to fetch agents',
    empty: 'No agents found',
  },
};
