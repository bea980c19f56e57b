import { useFormContext } from 'react-hook-form';
import { FormSections } from './FormSections';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';

/** The partner and agent forms (spec section 2): the same fields in the same sections. */
const sections = [
  { key: 'details', fields: ['name', 'code', 'phone', 'email'] },
  { key: 'address', fields: ['district', 'city', 'state', 'pincode', 'partnerType', 'active'] },
  { key: 'rm', fields: ['rmEmployee', 'rm', 'assignDate'] },
  { key: 'bankKyc', fields: ['accountNumber', 'ifsc', 'bankName', 'aadhar', 'pan'] },
] as const;

/** The RM chosen from the employees by name; the spec's RM field then holds their name. */
function RmEmployeeInput() {
  const { setValue } = useFormContext();
  return (
    <ReferenceAutocomplete
      source="rmEmployee"
      reference="employees"
      fullWidth
      onChange={(_, employee) => employee && setValue('rm', employee.name, { shouldDirty: true, shouldValidate: true })}
    />
  );
}

export const PartnerOrAgentInputs = () => (
  <FormSections sections={sections} renderInput={(name) => (name === 'rmEmployee' ? <RmEmployeeInput /> : undefined)} />
);
