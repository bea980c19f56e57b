import { defineResource, type RecordOf } from '../core/defineResource';
import { boolean, choice, text } from '../core/fields';
import { addressFields, bankAndKycFields, contactFields, rmFields } from '../core/peopleFields';

/** Spec section 2, Partner create: the partner type choices. */
export const PARTNER_TYPES = ['Type 1', 'Type 2'] as const;

export const partnerDeclaration = defineResource({
  name: 'partners',
  endpoint: '/partner',
  csvFile: 'partners.csv',
  table: 'partners',
  importKey: 'code',
  label: { one: 'Partner', many: 'Partners' },
  fields: {
    ...contactFields(),
    code: text({ label: 'Code', maxLength: 50 }),
    ...addressFields(),
    partnerType: choice({ label: 'Partner Type', required: true, choices: PARTNER_TYPES }),
    active: boolean({ label: 'Active', defaultValue: true }),
    ...rmFields({ required: false }),
    ...bankAndKycFields(),
  },
  searchFields: ['name', 'code', 'email', 'phone', 'rm'],
  sortFields: ['name', 'code', 'email', 'phone', 'rm', 'assignDate'],
  filterFields: ['partnerType', 'active', 'city', 'state'],
  bulkFields: ['partnerType', 'active', 'rm', 'city', 'state'],
  uniqueFields: ['email', 'phone'],
  similarWhen: [{ field: 'pan' }],
});

export type Partner = RecordOf<typeof partnerDeclaration>;
