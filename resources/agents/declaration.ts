import { defineResource, type RecordOf } from '../core/defineResource';
import { boolean, choice, text } from '../core/fields';
import { addressFields, bankAndKycFields, contactFields, rmFields } from '../core/peopleFields';

/** Spec section 2, Create User agent form: the partner type choices. */
export const AGENT_PARTNER_TYPES = ['Individual', 'Company', 'Partnership'] as const;

export const agentDeclaration = defineResource({
  name: 'agents',
  endpoint: '/agent',
  csvFile: 'agents.csv',
  table: 'agents',
  importKey: 'code',
  label: { one: 'Agent', many: 'Agents' },
  fields: {
    ...contactFields(),
    code: text({ label: 'Agent Code', maxLength: 50 }),
    ...addressFields(),
    partnerType: choice({ label: 'Partner Type', required: true, choices: AGENT_PARTNER_TYPES }),
    active: boolean({ label: 'Active', defaultValue: true }),
    ...rmFields({ required: true }),
    ...bankAndKycFields({ ifsc: 'ifscCode', aadhar: 'aadhaarNumber', pan: 'panNumber' }),
  },
  searchFields: ['name', 'code', 'email', 'phone', 'rm'],
  sortFields: ['name', 'code', 'email', 'phone', 'rm', 'assignDate'],
  filterFields: ['partnerType', 'active', 'city', 'state'],
  bulkFields: ['partnerType', 'active', 'rm', 'city', 'state'],
  uniqueFields: ['email', 'phone'],
  similarWhen: [{ field: 'pan' }],
});

export type Agent = RecordOf<typeof agentDeclaration>;
