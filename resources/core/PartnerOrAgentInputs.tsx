import { FormSections } from './FormSections';

/** The partner and agent forms (spec section 2): the same fields in the same sections. */
const sections = [
  { key: 'details', fields: ['name', 'code', 'phone', 'email'] },
  { key: 'address', fields: ['district', 'city', 'state', 'pincode', 'partnerType', 'active'] },
  { key: 'rm', fields: ['rm', 'assignDate'] },
  { key: 'bankKyc', fields: ['accountNumber', 'ifsc', 'bankName', 'aadhar', 'pan'] },
] as const;

export const PartnerOrAgentInputs = () => <FormSections sections={sections} />;
