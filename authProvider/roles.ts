/**
 * The roles an account may hold. Accounts get theirs from an administrator: the first account to
 * register becomes `admin`, later ones start with no role (null) and see no data until one is granted.
 */
export const ACCOUNT_ROLES = ['admin', 'staff'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
