/**
 * Who may do what, as one pure function shared by the server (every API route) and the
 * authProvider (menus, buttons, pages). Later resources add their rules to RULES.
 *
 * Accounts get their role from an administrator: the first account to register becomes `admin`,
 * later ones start with no role (null) and see no data until one is granted.
 */
export const ACCOUNT_ROLES = ['admin', 'staff'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** `reveal`: see a record's personal data (Aadhaar, bank account) in the clear. */
export type Action = 'list' | 'show' | 'create' | 'update' | 'delete' | 'export' | 'reveal';

export interface AccessRequest {
  role: AccountRole | null | undefined;
  resource: string;
  action: Action | string;
}

/** Resources only administrators may touch. */
const ADMIN_ONLY = new Set(['accounts', 'auditLog']);

/** Actions only administrators may take, on any resource. */
const ADMIN_ONLY_ACTIONS = new Set(['reveal']);

/** Resources staff may see but only administrators may change. */
const ADMIN_CHANGES = new Set(['learnedLayouts']);
const READING = new Set(['list', 'show']);

export function canAccess({ role, resource, action }: AccessRequest): boolean {
  if (role === 'admin') return true;
  if (role === 'staff') return !ADMIN_ONLY.has(resource) && !ADMIN_ONLY_ACTIONS.has(action) && (!ADMIN_CHANGES.has(resource) || READING.has(action));
  return false;
}
