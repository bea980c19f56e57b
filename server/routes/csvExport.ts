/**
 * GET {endpoint}/download-csv: every record matching the list's search, filters and sort as one CSV
 * file, streamed in constant memory (SQLite: rows read in chunks; PostgreSQL: COPY). The
 * `X-Total-Rows` header lets the client show progress.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { postgresPool } from '../db/database';
import { type ApiRecord, createRepository } from '../db/repository';
import { csvColumns, csvHeader, csvLine, BYTE_ORDER_MARK } from '../export/csv';
import { copyCsv, copySelectList } from '../export/postgresCopy';
import { listQueryParser } from './listQuery';

/** Lines per chunk written to the response. */
const CHUNK_ROWS = 500;

async function* csvChunks(columns: ReturnType<typeof csvColumns>, records: AsyncIterable<ApiRecord>) {
  yield BYTE_ORDER_MARK + csvHeader(columns);
  let chunk = '';
  let rows = 0;
  for await (const record of records) {
    chunk += csvLine(columns, record);
    if (++rows === CHUNK_ROWS) {
      yield chunk;
      chunk = '';
      rows = 0;
    }
  }
  if (chunk) yield chunk;
}

export function csvExportRoutes(declaration: ResourceDeclaration, fileName: string): FastifyPluginAsync {
  const parseListQuery = listQueryParser(declaration);
  const columns = csvColumns(declaration);

  return async (app) => {
    const repository = createRepository(app.db, declaration);
    const pool = postgresPool(app.db);

    app.get(
      `${declaration.endpoint}/download-csv`,
      { config: { access: { resource: declaration.name, action: 'list' } } },
      async (request, reply) => {
        const query = parseListQuery({ ...(request.query as Record<string, unknown>), page: undefined, limit: undefined });
        const total = await repository.count(query);
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store')
          .header('X-Total-Rows', String(total));
        if (pool) {
          const select = repository.ordered(query).select(copySelectList(columns));
          return reply.send(await copyCsv(pool, select));
        }
        return reply.send(Readable.from(csvChunks(columns, repository.stream(query))));
      },
    );
  };
}
