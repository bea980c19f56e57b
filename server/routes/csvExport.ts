/**
 * GET {endpoint}/download-csv: every record matching the list's search, filters and sort as one CSV
 * file (the declaration's `csvFile`), read from the lines the database keeps (keptCsvLines.ts) and
 * streamed in constant memory (sqliteCsv.ts, PostgreSQL COPY in postgresCopy.ts). The
 * `X-Total-Rows` header lets the client show progress.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { postgresPool, sqliteHandle } from '../db/database';
import { createListReads } from '../db/listReads';
import { createRepository } from '../db/repository';
import { collectGarbageWhenClosed } from '../export/collectGarbageWhenClosed';
import { csvColumns } from '../export/csv';
import { keptLinesOfList } from '../export/keptCsvLines';
import { copyCsv } from '../export/postgresCopy';
import { sqliteCsv, sqliteLinesOfList } from '../export/sqliteCsv';
import { listQueryParser } from './listQuery';
import { accessTo } from './routeAccess';

export function csvExportRoutes(declaration: ResourceDeclaration & { csvFile: string }): FastifyPluginAsync {
  const parseListQuery = listQueryParser(declaration);
  const columns = csvColumns(declaration);

  return async (app) => {
    const repository = createRepository(app.db, declaration, { cipher: app.personalData });
    const pool = postgresPool(app.db);
    const lists = createListReads(app.listDb, declaration);

    app.get(
      `${declaration.endpoint}/download-csv`,
      // Not compressed: the export streams hundreds of megabytes as fast as the database gives them.
      { ...accessTo(declaration, 'list'), compress: false },
      async (request, reply) => {
        const query = parseListQuery({ ...(request.query as Record<string, unknown>), page: undefined, limit: undefined });
        const total = await lists.count(query);
        reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${declaration.csvFile}"`)
          .header('Cache-Control', 'no-store')
          .header('X-Total-Rows', String(total));
        collectGarbageWhenClosed(reply.raw);
        if (pool) return reply.send(await copyCsv(pool, keptLinesOfList(app.db, declaration, repository, query), columns));
        const sqlite = sqliteHandle(app.db);
        if (!sqlite) throw new Error('Unknown database');
        return reply.send(sqliteCsv(sqlite.name, sqliteLinesOfList(app.db, declaration, repository, query), columns));
      },
    );
  };
}
