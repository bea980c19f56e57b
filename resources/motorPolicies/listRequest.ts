/**
 * What the Policy List asks the API for until a user changes it. A module of its own, free of
 * react-admin, because the entry point asks for the same first page early (src/firstLoad.ts).
 */
import type { SortPayload } from 'react-admin';

/** Where the API keeps motor policies (the declaration's endpoint). */
export const MOTOR_POLICY_ENDPOINT = '/motor-policy';

/** Newest first, 50 rows a page (spec section 9). */
export const POLICY_LIST_DEFAULTS: { sort: SortPayload; perPage: number } = {
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: 50,
};
