import type { Field, ImageField } from './fields';
import { isFileField } from './fields';

export type Fields = Record<string, Field>;

export type Operation = 'list' | 'show' | 'create' | 'update' | 'delete';

/** A rule across fields, reported under `field` (e.g. an end date before its start date). */
export interface RecordRule {
  field: string;
  /** The other fields the rule reads; it runs only when they are all present and valid. */
  uses: readonly string[];
  /** Fields the rule reads when they hold a valid value, and sees as undefined otherwise (a note it asks for). */
  reads?: readonly string[];
  message: string;
  test(record: Record<string, unknown>): boolean;
}

/**
 * A value that, shared with another record, suggests the same thing was entered twice (the same
 * vehicle insured for overlapping dates, two companies of one name): the write is answered with the
 * records it resembles (409) and is saved only when the person confirms.
 */
export interface SimilarityRule {
  field: string;
  /** The record's period, [from, to]: only records whose periods overlap count. */
  during?: readonly [string, string];
  /** Values that tell nothing about sameness (a vehicle not registered yet: NEW). */
  except?: readonly string[];
}

/** A field as people read it: its label, or its name where it has none (or is not declared). */
export const fieldLabel = (declaration: ResourceDeclaration, field: string): string => declaration.fields[field]?.label ?? field;

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
  /** Fields a list may be filtered on by range: `{field}_gte` and `{field}_lte`. */
  rangeFilterFields: readonly string[];
  /**
   * Sorts a filter's records bunch in, indexed within the filter (filter, sort, id): a Third Party
   * policy's premium is always small, so its first page by premium is far down the premium's own
   * index, and without this every Third Party policy would be read and sorted.
   */
  sortedWithin?: Record<string, readonly string[]>;
  /**
   * Filters (exact or range) whose index also carries every sort field, so their records in any sort
   * are read from that index alone and sorted there, not looked up in the table one by one: for
   * filters that leave thousands of records yet a small share of them (a broker's, a month's).
   */
  coveringFilters?: readonly string[];
  /**
   * Filters by a field of the records this one references: `rm: { references: ['partner', 'agent'],
   * field: 'rmEmployee' }` lists the policies whose partner's or agent's RM is the given employee.
   */
  filtersThrough?: Record<string, { references: readonly string[]; field: string }>;
  /** Fields no two records may share (compared ignoring case); a duplicate is refused with 409. */
  uniqueFields: readonly string[];
  /** Values that make two records look like one entered twice: a warning the person may confirm. */
  similarWhen?: readonly SimilarityRule[];
  /**
   * 'trigram': the search fields have a trigram index (SQLite FTS5, PostgreSQL pg_trgm) built by the
   * resource's migration, for substring search over large tables. Otherwise search scans.
   */
  searchIndex?: 'trigram';
  rules: readonly RecordRule[];
  /** Values the server computes from the rest of a record on every write (read-only fields). */
  derive?(record: Record<string, unknown>): Record<string, unknown>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Further paths answering the list, where the spec names its own (GET /pdf-extraction/get-extraction-outputs). */
  listAliases?: readonly string[];
  /**
   * What staff may do with the records (administrators may do anything): everything but see
   * personal data in the clear when not given, only read them ('read'), or nothing ('none').
   */
  staff?: 'read' | 'none';
  /** Which of the CRUD operations the API offers for this resource. */
  operations: readonly Operation[];
  /**
   * The file `GET {endpoint}/download-csv` saves every matching record as; without it, no CSV export.
   * A declared-only resource has one by default: its name in kebab case (`healthPolicies`: health-policies.csv).
   */
  csvFile?: string;
  /**
   * true: a resource added after the spec, made from this declaration only: besides its table (kept
   * for every resource, server/db/declaredStorage.ts) its screens (core/declared/DeclaredViews.tsx),
   * its sidebar entry (`menu`) and ra-data-simple-rest's dialect. The spec's resources keep the
   * spec's endpoints and payloads and their hand-written screens.
   */
  declaredOnly?: true;
  /**
   * Columns the server keeps beside the fields, never answered (a password's hash): the table keeps
   * them though the declaration has no field for them.
   */
  serverColumns?: readonly string[];
  /**
   * 'migrations': the table is kept by its migrations alone, not by this declaration (the audit
   * log, whose rows only the server writes and never changes).
   */
  tableKeptBy?: 'migrations';
  /** The sidebar group the resource's list is found under, and its icon (core/declared/declaredResources.tsx). */
  menu?: { group: MenuGroupName; icon: string };
  /** The names in Hindi (labels, fields, choices by field and value); one left out is shown in English. */
  hindi?: { label?: { one: string; many: string }; fields?: Record<string, string>; choices?: Record<string, Record<string, string>> };
  /** The field that names a record where another shows it (a reference, a page title). */
  recordRepresentation?: string;
  /**
   * The field that tells an imported row already in the book (a policy number, a partner's code):
   * such a row updates its record or is skipped, as the person importing chooses. Without it, no import.
   */
  importKey?: string;
  /** Fields the list's bulk change may set on many records at once; without them, no bulk change. */
  bulkFields: readonly string[];
  /** The columns of the generated list; the first six fields when not given. */
  listFields?: readonly string[];
}

export type MenuGroupName = 'motorInsurance' | 'healthInsurance' | 'companyManagement';

/** The columns of a declared resource's list. */
export const listedFields = (declaration: ResourceDeclaration) =>
  declaration.listFields ?? columnFields(declaration).filter((name) => declaration.fields[name].kind !== 'json').slice(0, 6);

type FieldLists = 'searchFields' | 'sortFields' | 'filterFields' | 'rangeFilterFields' | 'uniqueFields' | 'listFields' | 'bulkFields';
type FieldName = 'importKey';
type Defaulted = FieldLists | FieldName | 'defaultSort' | 'operations' | 'rules' | 'similarWhen';

type SimilarityRuleOf<F extends Fields> = SimilarityRule & { field: keyof F & string; during?: readonly [keyof F & string, keyof F & string] };

/** Declares a resource; the field lists may only name declared fields. */
export function defineResource<const F extends Fields>(
  declaration: Omit<ResourceDeclaration<F>, Defaulted> &
    Partial<Pick<ResourceDeclaration<F>, 'defaultSort' | 'operations' | 'rules'>> & {
      [L in FieldLists]?: readonly (keyof F & string)[];
    } & { [N in FieldName]?: keyof F & string } & { similarWhen?: readonly SimilarityRuleOf<F>[] } & {
      sortedWithin?: Partial<Record<keyof F & string, readonly (keyof F & string)[]>>;
      coveringFilters?: readonly (keyof F & string)[];
    },
): ResourceDeclaration<F> {
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.kind === 'date' && field.yearFrom && declaration.fields[field.yearFrom]?.kind !== 'date') {
      throw new Error(`${declaration.name}.${name} is filled a year on from ${field.yearFrom}, which is none of its date fields.`);
    }
  }
  return {
    searchFields: [],
    sortFields: [],
    filterFields: [],
    rangeFilterFields: [],
    uniqueFields: [],
    bulkFields: [],
    rules: [],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    operations: ['list', 'show', 'create', 'update', 'delete'],
    ...declaration,
    ...(declaration.declaredOnly && !declaration.csvFile && { csvFile: `${kebabCase(declaration.name)}.csv` }),
  };
}

const kebabCase = (name: string) => name.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);

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

/** The field that names a resource's records where another shows them (a reference's name). */
export const representationOf = (declaration: ResourceDeclaration) => declaration.recordRepresentation ?? 'name';

/** Fields holding personal data: encrypted at rest, answered masked (fields.ts `personal`). */
export const personalFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => field.personal).map(([name]) => name);

export const fileFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(([, field]) => isFileField(field)).map(([name]) => name);

/** Fields stored as columns: everything but request-only fields (a file field stores its URL). */
export const columnFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields)
    .filter(([, field]) => !field.writeOnly)
    .map(([name]) => name);

/** The fields an import may fill: stored, written by people, held in one cell. */
export const importableFields = (declaration: ResourceDeclaration) =>
  columnFields(declaration).filter((name) => {
    const field = declaration.fields[name];
    return !field.readOnly && !['image', 'json', 'rows'].includes(field.kind);
  });
