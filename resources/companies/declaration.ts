import { defineResource, type RecordOf } from '../core/defineResource';
import { choice, digits, email, image, text } from '../core/fields';
import { normaliseMobile } from '../core/indianMobile';

export const PARTNER_TYPES = ['Broker', 'Agent', 'Corporate', 'Aggregator'] as const;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const companyDeclaration = defineResource({
  name: 'companies',
  endpoint: '/company',
  csvFile: 'companies.csv',
  table: 'companies',
  importKey: 'email',
  label: { one: 'Company', many: 'Companies' },
  fields: {
    name: text({
      label: 'Company Name',
      required: true,
      minLength: 3,
      minLengthMessage: 'Company name must be at least 3 characters long.',
    }),
    address: text({ label: 'Address', required: true, multiline: true, maxLength: 500 }),
    city: text({ label: 'City', required: true, maxLength: 100 }),
    pincode: digits({ label: 'Pincode', required: true, length: 6, message: 'Pincode must be 6 digits' }),
    state: text({ label: 'State', required: true, maxLength: 100 }),
    zone: text({ label: 'Zone', maxLength: 100 }),
    // Written as Indians write it ("+91 98200 12345", "098200-12345"): the prefix, spaces and dashes are dropped.
    mobile: digits({ label: 'Mobile', required: true, length: 10, message: 'Mobile number must be 10 digits', normalise: normaliseMobile }),
    email: email({ label: 'Email', required: true, message: 'Please enter a valid email address.' }),
    partnerType: choice({ label: 'Partner Type', required: true, choices: PARTNER_TYPES }),
    logo: image({
      label: 'Logo',
      maxBytes: LOGO_MAX_BYTES,
      tooLargeMessage: 'Logo size should not exceed 2MB',
      notImageMessage: 'Please upload a valid image file',
      accept: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp'],
    }),
  },
  similarWhen: [{ field: 'name' }, { field: 'email' }],
  searchFields: ['name', 'email'],
  sortFields: ['name', 'email', 'mobile', 'city', 'partnerType'],
  filterFields: ['partnerType', 'city', 'state'],
  bulkFields: ['partnerType', 'zone', 'city', 'state'],
});

export type Company = RecordOf<typeof companyDeclaration>;
