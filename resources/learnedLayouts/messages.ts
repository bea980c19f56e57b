/** The learned layouts screen's strings (not in the spec: layouts learned from reviewers' corrections). */
export const learnedLayoutMessages = {
  page: { list: 'Learned Layouts', edit: 'Rename learned layout' },
  fields: { updatedAt: 'Last Updated' },
  search: 'Search by name',
  columns: { actions: 'Actions' },
  actions: {
    edit: 'Rename',
    cancel: 'Cancel',
    update: 'Rename',
    updating: 'Renaming...',
    delete: 'Delete learned layout',
    reviewExtractions: 'Review extracted policies',
  },
  notifications: {
    empty: 'No layouts learned yet. When a reviewer corrects fields of an extracted policy and saves it, the document\'s layout learns where those fields are printed, and the next document of that layout is read right.',
    noMatch: 'No learned layouts found.',
    loadFailed: 'Failed to fetch learned layouts',
    updated: 'Learned layout renamed successfully!',
    updateFailed: 'Failed to rename the learned layout',
    updateError: 'Error renaming the learned layout.',
    deleted: 'Learned layout deleted successfully!',
    deleteFailed: 'Failed to delete the learned layout',
    confirmDelete: 'Are you sure you want to delete this learned layout? Documents of this layout will be read without what it learned.',
  },
};
