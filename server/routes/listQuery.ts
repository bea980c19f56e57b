/**
 * The list parameters every resource understands: page/limit (spec: `?page=&limit=&search=`),
 * search, sort/order, exact filters on declared filter fields (and on fields of referenced records:
 * `filtersThrough`), `{field}_gte`/`{field}_lte` on declared range fields, and `id` (repeated) for
 * fetching given records.
 */
import { z } from 'zod';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { isIsoDay } from '../../resources/core/fields';
import { parseField } from '../../resources/core/validation';
import type { ListQuery } from '../db/listRows';
import { badRequest, FieldValidationError } from '../httpErrors';

export const MAX_PAGE_SIZE = 500;

const listParams = z.object({
  page: z.coerce.number().int().min(1).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  // Control characters (NUL breaks SQLite's full-text query and PostgreSQL's text) are dropped.
  search: z
    .string()
    .max(200)
    .transform((value) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .optional(),
  // An empty sort or order (a form sending every key) means none.
  sort: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  order: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['asc', 'desc', 'ASC', 'DESC']).optional()),
  id: z.union([z.string().max(64), z.array(z.string().min(1).max(64)).max(MAX_PAGE_SIZE)]).optional(),
});

/** A date or instant, compared as the ISO text SQLite keeps (PostgreSQL reads it as a timestamp). */
const createdAtBound = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/)
  // Years PostgreSQL cannot compare (year 0) or no record has are refused, not sent to the database.
  .refine((value) => isIsoDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)))
  .transform((value) => new Date(value).toISOString());

export function listQueryParser(declaration: ResourceDeclaration) {
  const sortable = new Set(['createdAt', 'updatedAt', ...declaration.sortFields]);

  return function parseListQuery(raw: Record<string, unknown>): ListQuery {
    const parsed = listParams.safeParse(raw);
    if (!parsed.success) throw badRequest('listParameters', { parameter: parsed.error.issues[0]?.path.join('.') ?? '' });
    const { page, limit, search, sort, order, id } = parsed.data;
    if (sort && !sortable.has(sort)) throw badRequest('notSortable', { record: declaration.label.one, sort });

    const filters: Record<string, string> = {};
    for (const field of [...declaration.filterFields, ...Object.keys(declaration.filtersThrough ?? {})]) {
      const value = raw[field];
      if (typeof value === 'string' && value !== '') filters[field] = value.slice(0, 200);
    }

    const ranges: ListQuery['ranges'] = {};
    const rangeErrors: Record<string, string> = {};
    for (const name of declaration.rangeFilterFields) {
      for (const bound of ['gte', 'lte'] as const) {
        const param = `${name}_${bound}`;
        if (raw[param] === undefined || raw[param] === '') continue;
        const value = parseField({ ...declaration.fields[name], required: false }, raw[param]);
        if (value.error !== undefined) rangeErrors[param] = value.error;
        else (ranges[name] ??= {})[bound] = value.value;
      }
    }
    // Every record has a creation instant: `createdAt_gte` counts "this month", "last 3 months".
    for (const bound of ['gte', 'lte'] as const) {
      const param = `createdAt_${bound}`;
      if (raw[param] === undefined || raw[param] === '') continue;
      const instant = createdAtBound.safeParse(raw[param]);
      if (!instant.success) rangeErrors[param] = 'Created At must be a date or an ISO instant, from 1900 to 2200';
      else (ranges.createdAt ??= {})[bound] = instant.data;
    }
    if (Object.keys(rangeErrors).length) throw new FieldValidationError(rangeErrors);

    return {
      page: limit ? (page ?? 1) : undefined,
      limit,
      search: search || undefined,
      sort: sort ?? declaration.defaultSort.field,
      order: (order ?? declaration.defaultSort.order).toLowerCase() as 'asc' | 'desc',
      filters,
      ranges,
      ids: id === undefined ? undefined : Array.isArray(id) ? id : [id],
    };
  };
}
