/** The configuration screens' strings (spec sections 2 and 8: Motor policy configuration). */
export const policyConfigurationMessages = {
  page: { create: 'Motor Policy Configuration', list: 'Policy Configurations', edit: 'Update Configuration' },
  fields: {
    samplePdf: 'Sample PDF',
  },
  hints: {
    samplePdf: 'One schedule of the insurer\'s layout (.pdf only).',
    rows: 'For each key: the label printed next to the value on the sample, and the value exactly as the sample prints it.',
  },
  columns: { sampleValues: 'Sample values', actions: 'Actions' },
  report: {
    allFound: 'All %{total} found',
    someMissing: '%{found} of %{total} found; not found: %{missing}',
  },
  actions: {
    create: 'Create Configuration',
    creating: 'Creating...',
    back: 'Back',
    new: 'New configuration',
    edit: 'Edit',
    cancel: 'Cancel',
    update: 'Update Configuration',
    updating: 'Updating...',
    delete: 'Delete configuration',
    downloadPdf: 'Download sample PDF',
  },
  notifications: {
    created: 'Motor Policy Configuration created successfully!',
    createFailed: 'Failed to create motor policy configuration. Please try again.',
    valuesMissing: 'Not found in the sample PDF: %{keys}. Correct their labels or sample values.',
    choosePdf: 'Please select a sample PDF',
    onlyPdf: 'The sample must be a PDF file',
    updated: 'Configuration updated successfully!',
    updateFailed: 'Failed to update configuration',
    updateError: 'Error updating configuration.',
    deleted: 'Configuration deleted successfully!',
    deleteFailed: 'Failed to delete configuration',
    confirmDelete: 'Are you sure you want to delete this configuration? Extractions will no longer use it.',
    loadFailed: 'Failed to fetch configurations',
    empty: 'No configurations found.',
    pdfFailed: 'The PDF could not be downloaded.',
  },
};
