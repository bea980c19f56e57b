import { BooleanField, DataTable, SelectInput, SimpleList, TextInput, useRecordContext } from 'react-admin';
import { choicesOf } from '../core/listFormats';
import { DeclaredChoiceField } from '../core/DeclaredChoiceField';
import { NoPeopleMatch, PeopleList } from '../core/PeopleList';
import { PersonRowActions } from '../core/PersonRowActions';
import { ResponsiveList } from '../core/ResponsiveList';
import { type Employee, employeeDeclaration } from './declaration';
import { EmployeeInputs } from './EmployeeInputs';
import { BulkChangeButton } from '../core/bulk/BulkChangeButton';

/** IsActive is the inverse of the stored isDeleted. */
function IsActive() {
  const record = useRecordContext<Employee>();
  return <BooleanField record={{ id: record?._id, active: !record?.isDeleted }} source="active" />;
}

const employeeFilters = [
  <SelectInput key="roleDepartment" source="roleDepartment" choices={choicesOf(employeeDeclaration, 'roleDepartment')} />,
  <SelectInput key="salesZone" source="salesZone" choices={choicesOf(employeeDeclaration, 'salesZone')} />,
  <TextInput key="branch" source="branch" />,
];

/** The employees of List Users. */
export function EmployeeList() {
  return (
    <PeopleList resource="employees" filters={employeeFilters}>
      <ResponsiveList
        phone={
          <SimpleList<Employee & { id: string }>
            rowClick={false}
            primaryText={(record) => [record.name, record.employeeId].filter(Boolean).join(' · ')}
            secondaryText={(record) => [record.email, record.phone].filter(Boolean).join(' · ')}
            tertiaryText={(record) => record.roleDepartment}
            rightIcon={() => <PersonRowActions inputs={<EmployeeInputs withActive />} />}
            empty={<NoPeopleMatch resource="employees" />}
          />
        }
      >
        <DataTable rowClick={false} bulkActionButtons={<BulkChangeButton />} empty={<NoPeopleMatch resource="employees" />}>
          <DataTable.Col source="employeeId" label="resources.employees.columns.employeeId" />
          <DataTable.Col source="name" label="resources.employees.columns.name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone" label="resources.employees.columns.phone" />
          <DataTable.Col source="roleDepartment" label="resources.employees.columns.role">
            <DeclaredChoiceField source="roleDepartment" />
          </DataTable.Col>
          <DataTable.Col source="isDeleted" label="resources.employees.columns.isActive">
            <IsActive />
          </DataTable.Col>
          <DataTable.Col label="resources.employees.columns.actions" disableSort>
            <PersonRowActions inputs={<EmployeeInputs withActive />} />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </PeopleList>
  );
}
