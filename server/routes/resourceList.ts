/**
 * The list of a declared resource: a page with its total (`{ data, meta }`), or without paging the
 * spec's plain array of one page at most. Tables that keep a change version remember answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { createListReads } from '../db/listReads';
import type { ListQuery } from '../db/listRows';
import { createListMemory } from './listMemory';
import { listQueryParser, MAX_PAGE_SIZE } from './listQuery';
import { accessTo } from './routeAccess';

export function listRoutes(app: FastifyInstance, declaration: ResourceDeclaration) {
  const lists = createListReads(app.listDb, declaration);
  const parseListQuery = listQueryParser(declaration);
  const listMemory = createListMemory();
  const listPaths = [declaration.endpoint, ...(declaration.listAliases ?? [])];
  const list = async (request: FastifyRequest, reply: FastifyReply) => {
    const requested = parseListQuery(request.query as Record<string, unknown>);
    // Without paging the answer is the spec's plain array, but of one page at most: a list of a
    // million policies would hold the server's memory for everyone. X-Total-Count says how many match.
    const unpaged = requested.limit === undefined;
    const limit = requested.limit ?? MAX_PAGE_SIZE;
    const query: ListQuery = unpaged ? { ...requested, page: 1, limit } : requested;
    reply.type('application/json; charset=utf-8');
    // Tables that keep a change version (rowCounts.ts) remember paged answers, totals and page ends;
    // the version comes with the session (`keptTable` in the route config, plugins/auth.ts).
    const table = request.keptTableState;
    // A filter through references (filtersThrough) reads other tables, whose writes do not move this table's version.
    const readsOthers = Object.keys(query.filters).some((name) => declaration.filtersThrough?.[name]);
    const known = table && !unpaged && !readsOthers ? listMemory(request, query, table, lists.isUnfiltered(query)) : undefined;
    if (known?.answer) return known.send(reply, known.answer);

    const { records, total, end } = await lists.list(query, {
      knownTotal: known?.total,
      previousPageEnd: known?.previousPageEnd,
      version: table?.version,
    });
    // The records come as JSON text from the database (recordJson.ts).
    const data = `[${records.join(',')}]`;
    const payload = unpaged ? data : `{"data":${data},"meta":${JSON.stringify({ total, totalPages: Math.ceil(total / limit), page: query.page, limit })}}`;
    if (unpaged) reply.header('X-Total-Count', String(total));
    if (!known) return payload;
    known.keep(payload, total, end);
    return known.send(reply, payload);
  };
  for (const path of listPaths) app.get(path, accessTo(declaration, 'list', { keptTable: declaration.table }), list);
}
