/** The Company screens' own strings (spec section 2 and the Company part of section 8). */
export const companyMessages = {
  fields: {},
  /** The list and the details modal call the mobile number 'Phone' (spec section 2). */
  columns: { phone: 'Phone', actions: 'Actions' },
  page: {
    list: 'Company List',
    create: 'Create Company',
    edit: 'Edit Company',
    show: 'Company Details',
  },
  tabs: { basic: 'Basic Information', logo: 'Logo & Name' },
  branding: 'Update Branding',
  logoHint: 'Recommended format: JPG, PNG, SVG. Max size: 2MB',
  brandingPreview: 'How the company appears in the panel',
  sections: { basic: 'Basic Information', address: 'Address Details', additional: 'Additional Information' },
  search: 'Search companies...',
  notAvailable: 'N/A',
  actions: {
    save: 'Save Company',
    creating: 'Creating...',
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    view: 'View',
    edit: 'Edit',
    delete: 'Delete',
    permissions: 'Permissions',
    close: 'Close',
  },
  notifications: {
    created: 'Company created successfully',
    createFailed: 'Failed to create company',
    createError: 'An error occurred while creating the company',
    updated: 'Company updated successfully',
    updateFailed: 'Failed to update company',
    deleted: 'Company deleted successfully',
    deleteFailed: 'Failed to delete company',
    confirmDelete: 'Are you sure you want to delete this company?',
    loadFailed: 'Failed to load companies',
    noMatch: 'No companies found matching your search',
    permissionsSoon: 'Permissions functionality coming soon',
  },
};

/** Company-area toasts close after 5000 ms (spec section 8). */
export const COMPANY_TOAST_MS = 5000;
