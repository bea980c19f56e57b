/**
 * ra-data-simple-rest's dialect, spoken by resources declared with their own storage (README, "Two
 * API dialects"): records carry `id`; a list is `GET ?sort=["field","ASC"]&range=[0,24]&filter={…}`
 * answered with the records and `Content-Range: <resource> 0-24/<total>`; an update is a PUT. So
 * the panel's data provider for them is ra-data-simple-rest itself. Validation, paging, search and
 * filters are the same as the spec's dialect: the query is read into the same list parameters.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { createListReads } from '../db/listReads';
import type { ApiRecord } from '../db/storageMapping';
import { badRequest } from '../httpErrors';
import { listQueryParser, MAX_PAGE_SIZE } from './listQuery';
import { answersRecords } from './recordSchema';
import { accessTo } from './routeAccess';

/** A record as the dialect answers it: its `_id` as `id`. */
export function simpleRestRecord({ _id, ...fields }: ApiRecord): Record<string, unknown> {
  return { id: _id, ...fields };
}

const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional();

const simpleRestParams = z.object({
  sort: jsonParam(z.tuple([z.string().max(100), z.enum(['ASC', 'DESC', 'asc', 'desc'])])),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([start, end]) => end >= start && end - start < MAX_PAGE_SIZE)),
  filter: jsonParam(z.record(z.string().max(100), z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().min(1).max(64)).max(MAX_PAGE_SIZE)]))),
});

/** The dialect's query as the spec dialect's list parameters (listQuery.ts), which check it as they check their own. */
export function simpleRestListParams(raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = simpleRestParams.safeParse(raw);
  if (!parsed.success) throw badRequest('listParameters', { parameter: parsed.error.issues[0]?.path.join('.') ?? '' });
  const { sort, range, filter = {} } = parsed.data;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') params.search = value;
    else params[key] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
  }
  // react-admin sorts by `id` when nothing else is chosen: the declaration's default order.
  if (sort && sort[0] !== 'id') [params.sort, params.order] = [sort[0], sort[1].toLowerCase()];
  if (range) {
    const limit = range[1] - range[0] + 1;
    if (range[0] % limit) throw badRequest('rangeBoundary');
    [params.page, params.limit] = [range[0] / limit + 1, limit];
  } else {
    // getMany names its records without a range: one page of them.
    const ids = Array.isArray(params.id) ? params.id.length : 1;
    [params.page, params.limit] = [1, Math.min(MAX_PAGE_SIZE, Math.max(ids, 1))];
  }
  return params;
}

export function simpleRestListRoute(app: FastifyInstance, declaration: ResourceDeclaration) {
  const lists = createListReads(app.listDb, declaration);
  const parseListQuery = listQueryParser(declaration);
  const name = declaration.endpoint.replace(/^\//, '');
  app.get(declaration.endpoint, { ...accessTo(declaration, 'list'), ...answersRecords(declaration, 'id') }, async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseListQuery(simpleRestListParams(request.query as Record<string, unknown>));
    const { records, total } = await lists.list(query);
    const start = ((query.page ?? 1) - 1) * (query.limit ?? 0);
    reply.header('Content-Range', records.length ? `${name} ${start}-${start + records.length - 1}/${total}` : `${name} */${total}`);
    return records.map((text) => simpleRestRecord(JSON.parse(text) as ApiRecord));
  });
}
