/**
 * Who may do what, as one pure function shared by the server (every API route) and the
 * authProvider (menus, buttons, pages). Administrators may do anything; what staff may do with a
 * resource its declaration says (`staff`); accounts without a role may do nothing.
 */
import { declarationFor } from '../resources/registry';
import type { AccountRole } from './roles';

/** `reveal`: see a record's personal data (Aadhaar, bank account) in the clear. */
export type Action = 'list' | 'show' | 'create' | 'update' | 'delete' | 'export' | 'reveal';

export interface AccessRequest {
  role: AccountRole | null | undefined;
  resource: string;
  action: Action | string;
}

/** Actions only administrators may take, on any resource. */
const ADMIN_ONLY_ACTIONS = new Set(['reveal']);
const READING = new Set(['list', 'show']);

export function canAccess({ role, resource, action }: AccessRequest): boolean {
  if (role === 'admin') return true;
  if (role !== 'staff' || ADMIN_ONLY_ACTIONS.has(action)) return false;
  const staff = declarationFor(resource)?.staff;
  return staff === undefined || (staff === 'read' && READING.has(action));
}
