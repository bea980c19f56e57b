import { defineResource, type RecordOf } from '../core/defineResource';
import { boolean, choice, email, text } from '../core/fields';
import { nameField, phoneField } from '../core/peopleFields';

/** Spec section 6: the employee role/department choices. */
export const ROLE_DEPARTMENTS = ['Sales Executive', 'Manager', 'Admin'] as const;
export const SALES_ZONES = ['North', 'South', 'East', 'West'] as const;

export const employeeDeclaration = defineResource({
  name: 'employees',
  endpoint: '/employee',
  csvFile: 'employees.csv',
  table: 'employees',
  importKey: 'employeeId',
  label: { one: 'Employee', many: 'Employees' },
  fields: {
    name: nameField(),
    employeeId: text({ label: 'Employee ID', maxLength: 50 }),
    phone: phoneField(),
    email: email({ label: 'Email', required: true, message: 'Email must be a valid email address' }),
    roleDepartment: choice({ label: 'Role/Department', required: true, choices: ROLE_DEPARTMENTS }),
    branch: text({ label: 'Branch', required: true, maxLength: 100 }),
    salesZone: choice({ label: 'Sales Zone', required: true, choices: SALES_ZONES }),
    /** The _id of another employee (chosen among the managers). */
    manager: text({ label: 'Manager', maxLength: 64 }),
    branchManager: text({ label: 'Branch Manager', maxLength: 64 }),
    /** The inverse of the Active checkbox (spec section 4). */
    isDeleted: boolean({ label: 'Deleted', defaultValue: false }),
  },
  searchFields: ['name', 'employeeId', 'email', 'phone'],
  sortFields: ['name', 'employeeId', 'email', 'phone', 'roleDepartment', 'branch', 'salesZone', 'isDeleted'],
  filterFields: ['roleDepartment', 'salesZone', 'branch', 'isDeleted'],
  bulkFields: ['roleDepartment', 'branch', 'salesZone'],
  uniqueFields: ['email', 'phone'],
});

export type Employee = RecordOf<typeof employeeDeclaration>;
