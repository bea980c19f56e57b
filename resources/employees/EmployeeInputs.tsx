import { AutocompleteInput, BooleanInput, ReferenceInput } from 'react-admin';
import { FormSections } from '../core/FormSections';
import { validatorFor } from '../core/formValidation';
import { employeeDeclaration } from './declaration';

const sections = [
  { key: 'details', fields: ['name', 'employeeId', 'phone', 'email'] },
  { key: 'work', fields: ['roleDepartment', 'branch', 'salesZone', 'manager', 'branchManager'] },
] as const;

/** Managers and branch managers are chosen among the employees whose role is Manager. */
const ManagerInput = ({ source }: { source: 'manager' | 'branchManager' }) => (
  <ReferenceInput source={source} reference="employees" filter={{ roleDepartment: 'Manager' }} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput
      optionText="name"
      fullWidth
      label={`resources.employees.fields.${source}`}
      validate={validatorFor(employeeDeclaration.fields[source])}
    />
  </ReferenceInput>
);

/**
 * The employee form. The edit dialog adds Active, which is the inverse of the stored isDeleted
 * (spec section 4: unchecking Active sets isDeleted).
 */
export function EmployeeInputs({ withActive = false }: { withActive?: boolean }) {
  return (
    <>
      <FormSections
        sections={sections}
        renderInput={(name) => (name === 'manager' || name === 'branchManager' ? <ManagerInput source={name} /> : undefined)}
      />
      {withActive && (
        <BooleanInput
          source="isDeleted"
          label="resources.employees.activeInput"
          format={(deleted: boolean | null) => !deleted}
          parse={(active: boolean) => !active}
        />
      )}
    </>
  );
}
