import { defineResource, type RecordOf } from '../core/defineResource';
import { choice, text } from '../core/fields';
import { ACCOUNT_ROLES } from '../../authProvider/roles';

/**
 * The people who sign in to the panel. Accounts are created by registration (POST /signup); an
 * administrator only reads them and grants or withdraws a role here.
 */
export const accountDeclaration = defineResource({
  name: 'accounts',
  endpoint: '/users',
  table: 'users',
  staff: 'none',
  serverColumns: ['passwordHash', 'totpSecret', 'totpPendingSecret', 'totpLastTimeStep', 'failedLogins', 'lastFailedLoginAt', 'sessionGeneration'],
  label: { one: 'Account', many: 'Accounts' },
  fields: {
    firstname: text({ label: 'First Name', readOnly: true }),
    lastname: text({ label: 'Last Name', readOnly: true }),
    email: text({ label: 'Email', readOnly: true }),
    mobileNumber: text({ label: 'Mobile Number', readOnly: true }),
    role: choice({ label: 'Access', choices: ACCOUNT_ROLES }),
  },
  searchFields: ['firstname', 'lastname', 'email'],
  sortFields: ['firstname', 'lastname', 'email', 'role'],
  filterFields: ['role'],
  operations: ['list', 'show', 'update'],
});

export type Account = RecordOf<typeof accountDeclaration>;
