import type { Field, ImageField } from './fields';
import { isFileField } from './fields';

export type Fields = Record<string, Field>;

export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';

export interface ResourceDeclaration<F extends Fields = Fields> {
  /** react-admin resource name and the permission subject: lowercase plural. */
  name: string;
  /** Path of the API route group, as the spec names it (e.g. '/company'). */
  endpoint: string;
  /** Database table holding the records. */
  table: string;
  /** Singular and plural display names. */
  label: { one: string; many: string };
  fields: F;
  /** Fields the list's free-text search looks in (case-insensitive "contains"). */
  searchFields: readonly string[];
  /** Fields a list may be sorted by, besides createdAt. */
  sortFields: readonly string[];
  /** Fields a list may be filtered on by exact value. */
  filterFields: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Which of the CRUD operations the API offers for this resource. */
  operations: readonly Operation[];
}

type FieldLists = 'searchFields' | 'sortFields' | 'filterFields';

/** Declares a resource; the field lists may only name declared fields. */
export function defineResource<const F extends Fields>(
  declaration: Omit<ResourceDeclaration<F>, FieldLists | 'defaultSort' | 'operations'> &
    Partial<Pick<ResourceDeclaration<F>, 'defaultSort' | 'operations'>> & {
      [L in FieldLists]?: readonly (keyof F & string)[];
    },
): ResourceDeclaration<F> {
  return {
    searchFields: [],
    sortFields: [],
    filterFields: [],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    operations: ['list', 'show', 'create', 'update', 'delete'],
    ...declaration,
  };
}

/** Record shape as the API returns it: declared fields plus identity and timestamps. */
export type RecordOf<D extends ResourceDeclaration> = {
  _id: string;
  createdAt: string;
  updatedAt: string;
} & {
  [K in keyof D['fields'] as D['fields'][K] extends { writeOnly: true } ? never : K]: D['fields'][K] extends ImageField
    ? string | null
    : NonNullable<D['fields'][K]['__value']> | null;
};

export const fileFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => isFileField(field)).map(([name]) => name);

/** Fields stored as columns: everything but request-only fields (a file field stores its URL). */
export const columnFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields)
    .filter(([, field]) => !field.writeOnly)
    .map(([name]) => name);
