/**
 * Import of a CSV or Excel file into a resource with an `importKey` (server/import):
 * - POST {endpoint}/imports: the file (multipart, "file"), stored; answers its columns, first rows
 *   and the mapping guessed from its header;
 * - POST {endpoint}/imports/:id/check: a dry run with a mapping; POST .../run: the import (or its
 *   resumption after an interruption). Both answer at once (202) and go on in the background;
 * - GET {endpoint}/imports/:id: how it stands, with the first rows refused and why;
 * - GET {endpoint}/imports/:id/report: every refused row as CSV, its cells and its problems.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import Papa from 'papaparse';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { fieldLabel, importableFields, type ResourceDeclaration } from '../../resources/core/defineResource';
import { codesOf, type MessageCode } from '../../resources/core/fieldMessageTemplates';
import { spreadsheetSafe } from '../export/csv';
import { uploadedFileName } from '../files/uploadedFileName';
import { badRequest, conflict, notFound, payloadTooLarge } from '../httpErrors';
import { suggestMapping } from '../import/columnMapping';
import { claimImport, type ImportRecord, isStalled, runImport } from '../import/importJob';
import { formatOfFileName, readRows } from '../import/readRows';
import { accessTo } from './routeAccess';
import type { ResourceHooks } from './resourceHooks';

export const MAX_IMPORT_BYTES = 1024 * 1024 * 1024;
const MAX_COLUMNS = 500;
const SAMPLE_ROWS = 5;
/** An import left unfinished this long is forgotten, with its stored file. */
const ABANDONED_AFTER_MS = 7 * 24 * 3600_000;
/** Refused rows answered with an import's state; the report has them all. */
const REFUSALS_SHOWN = 100;


declare module 'fastify' {
  interface FastifyInstance {
    /** Imports running in this process: stopped between batches when the server closes, resumable then. */
    importJobs: { signal: AbortSignal; track(job: Promise<void>): void };
  }
}

export const importJobs = fp(async (app) => {
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  app.decorate('importJobs', {
    signal: stopping.signal,
    track(job: Promise<void>) {
      running.add(job);
      void job.finally(() => running.delete(job));
    },
  });
  app.addHook('onClose', async () => {
    stopping.abort();
    await Promise.allSettled([...running]);
  });
});

/** How an import stands, as GET {endpoint}/imports/:id answers it. */
export interface ImportState
  extends Pick<ImportRecord, 'id' | 'fileName' | 'onExisting' | 'onSimilar' | 'phase' | 'totalRows' | 'rowsDone' | 'created' | 'updated' | 'skipped' | 'refused' | 'error'> {
  columns: string[];
  /** The field of each column, null where it is left out. */
  mapping: (string | null)[];
  /** 'stopped': a run its process left (the server restarted): it may be resumed. */
  state: ImportRecord['state'] | 'stopped';
  /** The first refused rows, by row number, with their problems per field and the problems' codes. */
  refusals: { row: number; problems: Record<string, string>; codes: Record<string, MessageCode> }[];
}

export function importRoutes(
  declaration: ResourceDeclaration,
  all: readonly ResourceDeclaration[],
  options: { directory: string; stalledAfterMs: number; prepareBatch?: ResourceHooks['prepareImportBatch'] },
): FastifyPluginAsync {
  const base = `${declaration.endpoint}/imports`;
  const importable = importableFields(declaration);
  const label = (field: string) => fieldLabel(declaration, field);
  const runBody = z.object({
    mapping: z.array(z.enum(importable as [string, ...string[]]).nullable()).max(MAX_COLUMNS),
    onExisting: z.enum(['update', 'skip']),
    onSimilar: z.enum(['refuse', 'import']).default('refuse'),
  });

  return async (app) => {
    await fs.mkdir(options.directory, { recursive: true });
    const storedPath = (record: Pick<ImportRecord, 'storedName'>) => path.join(options.directory, record.storedName);

    async function findImport(id: string): Promise<ImportRecord> {
      const record = await app.db.selectFrom('imports').selectAll().where('id', '=', id).where('resource', '=', declaration.name).executeTakeFirst();
      if (!record) throw notFound('importNotFound');
      return record;
    }

    async function answer(record: ImportRecord): Promise<ImportState> {
      const refusals = await app.db
        .selectFrom('import_refusals')
        .select(['row', 'problems'])
        .where('importId', '=', record.id)
        .orderBy('row')
        .limit(REFUSALS_SHOWN)
        .execute();
      return {
        id: record.id,
        fileName: record.fileName,
        columns: JSON.parse(record.columns) as string[],
        mapping: JSON.parse(record.mapping) as (string | null)[],
        onExisting: record.onExisting,
        onSimilar: record.onSimilar,
        phase: record.phase,
        state: isStalled(record, options.stalledAfterMs) ? 'stopped' : record.state,
        totalRows: record.totalRows,
        rowsDone: record.rowsDone,
        created: record.created,
        updated: record.updated,
        skipped: record.skipped,
        refused: record.refused,
        error: record.error,
        refusals: refusals.map(({ row, problems }) => {
          const parsed = JSON.parse(problems) as Record<string, string>;
          return { row, problems: parsed, codes: codesOf(parsed) };
        }),
      };
    }

    /** Files uploaded and never imported, or imports stopped and never resumed, do not stay on disk for ever. */
    async function forgetAbandonedImports() {
      const before = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
      const abandoned = await app.db
        .selectFrom('imports')
        .select(['id', 'storedName'])
        .where('resource', '=', declaration.name)
        .where('updatedAt', '<', before)
        .where((eb) => eb.or([eb('phase', '!=', 'import'), eb('state', '!=', 'done')]))
        .execute();
      for (const { id, storedName } of abandoned) {
        await app.db.deleteFrom('import_refusals').where('importId', '=', id).execute();
        await app.db.deleteFrom('imports').where('id', '=', id).execute();
        await fs.rm(storedPath({ storedName }), { force: true });
      }
    }

    app.post(base, { ...accessTo(declaration, 'create'), bodyLimit: MAX_IMPORT_BYTES }, async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('importMultipart');
      await forgetAbandonedImports();
      const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
      if (!part) throw badRequest('chooseImportFile');
      const fileName = uploadedFileName(part.filename, 'import.csv');
      const format = formatOfFileName(fileName);
      if (!format) {
        part.file.resume();
        throw badRequest('importFileKind');
      }
      const id = uuidv7();
      const storedName = `${id}.${format}`;
      const file = path.join(options.directory, storedName);
      try {
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw payloadTooLarge('importTooLarge');
        const { header, sample } = await firstRows(file, format);
        if (!header.some((cell) => cell.trim())) throw badRequest('noHeaderRow');
        if (header.length > MAX_COLUMNS) throw badRequest('tooManyColumns', { max: MAX_COLUMNS });
        const mapping = suggestMapping(declaration, header);
        const createdAt = new Date().toISOString();
        const record: ImportRecord = {
          id,
          resource: declaration.name,
          accountId: request.account?.id ?? null,
          fileName,
          storedName,
          format,
          columns: JSON.stringify(header),
          mapping: JSON.stringify(mapping),
          onExisting: 'skip',
          onSimilar: 'refuse',
          phase: 'upload',
          state: 'done',
          totalRows: null,
          rowsDone: 0,
          created: 0,
          updated: 0,
          skipped: 0,
          refused: 0,
          error: null,
          runToken: null,
          createdAt,
          updatedAt: createdAt,
        };
        await app.db.insertInto('imports').values(record).execute();
        reply.status(201);
        return { ...(await answer(record)), sample };
      } catch (error) {
        await fs.rm(file, { force: true });
        throw error;
      }
    });

    for (const phase of ['check', 'import'] as const) {
      app.post<{ Params: { id: string } }>(`${base}/:id/${phase === 'check' ? 'check' : 'run'}`, accessTo(declaration, 'create'), async (request, reply) => {
        const parsed = runBody.safeParse(request.body);
        const record = await findImport(request.params.id);
        const columns = JSON.parse(record.columns) as string[];
        if (!parsed.success || parsed.data.mapping.length !== columns.length) {
          throw badRequest('importMapping', { columns: columns.length });
        }
        const { mapping, onExisting, onSimilar } = parsed.data;
        const chosen = mapping.filter((field): field is string => field !== null);
        const twice = chosen.find((field, index) => chosen.indexOf(field) !== index);
        if (twice) throw badRequest('fieldChosenTwice', { field: label(twice) });
        if (!chosen.length) throw badRequest('chooseAField');
        if (record.phase === 'import' && record.state === 'done') throw conflict('importedAlready');
        if (record.state === 'running' && !isStalled(record, options.stalledAfterMs)) throw conflict('importRunning');
        // Mapping and choice are kept on the import; an interrupted import resumes with those it started with.
        const resuming = phase === 'import' && record.phase === 'import' && record.state !== 'done';
        if (!resuming) {
          await app.db
            .updateTable('imports')
            .set({ mapping: JSON.stringify(mapping), onExisting, onSimilar })
            .where('id', '=', record.id)
            .execute();
        }
        const current = await findImport(record.id);
        const runToken = await claimImport(app.db, current, phase);
        if (!runToken) throw conflict('importRunning');
        const context = { db: app.db, cipher: app.personalData, declaration, all, account: request.account, path: storedPath(current), signal: app.importJobs.signal, prepareBatch: options.prepareBatch };
        app.importJobs.track(
          runImport(context, current, phase, runToken).then(async () => {
            const finished = await findImport(current.id);
            // The file is kept for a resumption until the import is done with it.
            if (finished.phase === 'import' && finished.state === 'done') await fs.rm(storedPath(finished), { force: true });
          }),
        );
        reply.status(202);
        return answer(await findImport(record.id));
      });
    }

    app.get<{ Params: { id: string } }>(`${base}/:id`, accessTo(declaration, 'create'), async (request) => answer(await findImport(request.params.id)));

    app.get<{ Params: { id: string } }>(`${base}/:id/report`, accessTo(declaration, 'create'), async (request, reply) => {
      const record = await findImport(request.params.id);
      const columns = JSON.parse(record.columns) as string[];
      const lines = async function* () {
        yield `\ufeff${Papa.unparse([['Row', ...columns, 'Problems']])}\r\n`;
        let after = 0;
        for (;;) {
          const page = await app.db
            .selectFrom('import_refusals')
            .select(['row', 'cells', 'problems'])
            .where('importId', '=', record.id)
            .where('row', '>', after)
            .orderBy('row')
            .limit(1000)
            .execute();
          if (!page.length) return;
          const rows = page.map((refusal) => {
            const problems = Object.entries(JSON.parse(refusal.problems) as Record<string, string>).map(([field, message]) => `${label(field)}: ${message}`);
            const cells = JSON.parse(refusal.cells) as string[];
            return [String(refusal.row), ...columns.map((_, index) => spreadsheetSafe(cells[index] ?? '')), spreadsheetSafe(problems.join('; '))];
          });
          yield `${Papa.unparse(rows)}\r\n`;
          after = page.at(-1)!.row;
        }
      };
      const name = record.fileName.replace(/\.[^.]+$/, '');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(name)}-refused.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(lines()));
    });
  };
}

/** The header row and the first rows under it. */
async function firstRows(file: string, format: 'csv' | 'xlsx') {
  let header: string[] = [];
  const sample: string[][] = [];
  for await (const { cells } of readRows(file, format)) {
    if (!header.length) header = cells;
    else sample.push(cells);
    if (sample.length === SAMPLE_ROWS) break;
  }
  return { header, sample };
}
