/**
 * CSV straight from SQLite: the export reads the kept lines (keptCsvLines.ts) and Node only joins
 * them into chunks.
 *
 * The export reads through its own read-only connection, in one read transaction: it sees one
 * consistent snapshot (WAL mode) however many statements it runs, and the server's connection
 * stays free for other requests while a download runs.
 */
import { Readable } from 'node:stream';
import SQLite from 'better-sqlite3';
import type { Compilable, Kysely } from 'kysely';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { quoteIdentifier } from '../db/dialect';
import type { ListQuery } from '../db/listRows';
import type { Repository } from '../db/repository';
import { BYTE_ORDER_MARK, type CsvColumn, csvHeader } from './csv';
import { csvLinesTable, isWholeTableByCreation, keptLinesOfList } from './keptCsvLines';

// About 73 kB of text a chunk: under V8's large-object size (128 kB), so a chunk is a young string
// that dies young. Chunks of 1,000 lines (730 kB) went to the large-object space and waited there for
// a full collection: at its peak an export held about 65 MB more than the server before it, now
// about 20 MB (and a million lines took 4.4 s against 3.7 s; both by hand on a fresh server).
const LINES_PER_CHUNK = 100;

/** How an export reads its lines (one text each, in the file's order) through its own connection. */
export type LineSource = (reader: SQLite.Database) => Iterable<string>;

/** The lines a query of one column of line text answers. */
export function linesOfQuery(query: Compilable): LineSource {
  const { sql: text, parameters } = query.compile();
  return (reader) => reader.prepare(text).raw(true).pluck().iterate(...(parameters as unknown[])) as IterableIterator<string>;
}

/**
 * At most this many lines (about 1.5 MB of text) are held at once by newestFirstLines. Larger
 * windows read a cold file faster but are held long enough to reach V8's old generation: through
 * the server, by hand, 5,000 lines took the export's peak memory from 87 to about 125 MB and
 * 10,000 to about 165 MB.
 */
const WINDOW_LINES = 2_000;

/**
 * A whole lines table newest first, as the lists show it, read oldest first a window at a time.
 * Records are written oldest first, so that is the order in which their lines' pages lie in the
 * file, and the operating system reads a file ahead only forwards. The first export of a million
 * policies after the file had left the page cache (as after a restart), by hand through the server
 * on the benchmark's database: 5.5–5.8 s in windows against 6.7–7.9 s newest first (2.7–2.8 s for
 * the table read oldest first outright, in SQLite alone). Once the file is cached both take the same.
 * A table whose lines were all rewritten at once (keptCsvLines.ts, after an upgrade) may lie the
 * other way round in the file, and its first export be slower in windows than without.
 *
 * A window is whole days of `recordTable`'s day counts (createdDays.ts) holding up to `windowLines`
 * lines; its lines are held and passed on last first. A day of more lines than that, and a table
 * that keeps no day counts, are read newest first as they are. The first and last windows are open
 * at their outer ends, so every line is read whatever the counts say.
 */
export function newestFirstLines(linesTable: string, recordTable: string, windowLines = WINDOW_LINES): LineSource {
  const lines = quoteIdentifier(linesTable);
  const range = `from ${lines} where created_at >= ? and created_at < ?`;
  return function* read(reader) {
    const days = reader
      .prepare(`select day, count from created_days where table_name = ? and count > 0 order by day desc`)
      .all(recordTable) as { day: string; count: number }[];
    const oldestFirst = reader.prepare(`select cast(line as text) ${range} order by created_at, record_id`).raw(true).pluck();
    const newestFirst = reader.prepare(`select cast(line as text) ${range} order by created_at desc, record_id desc`).raw(true).pluck();
    for (const { from, to, count } of dayWindows(days, windowLines)) {
      if (count > windowLines) {
        yield* newestFirst.iterate(from, to) as IterableIterator<string>;
        continue;
      }
      const window = oldestFirst.all(from, to) as string[];
      for (let i = window.length - 1; i >= 0; i--) yield window[i];
    }
  };
}

// Stored instants are ISO text ('2026-11-25T07:39:12.345Z'), so a day ('2026-11-25') sorts before
// every instant of it and after every instant of the day before; these two sort before and after all.
const BEFORE_ANY_INSTANT = '';
const AFTER_ANY_INSTANT = '~';

/** Consecutive days (newest first) grouped into windows [from, to) of up to `windowLines` lines. */
export function* dayWindows(days: readonly { day: string; count: number }[], windowLines: number) {
  if (!days.length) yield { from: BEFORE_ANY_INSTANT, to: AFTER_ANY_INSTANT, count: Number.POSITIVE_INFINITY };
  let to = AFTER_ANY_INSTANT;
  let next = 0;
  while (next < days.length) {
    let count = days[next].count;
    let end = next + 1;
    while (end < days.length && count + days[end].count <= windowLines) count += days[end++].count;
    const from = end === days.length ? BEFORE_ANY_INSTANT : days[end - 1].day;
    yield { from, to, count };
    to = from;
    next = end;
  }
}

/** How an export reads the kept lines of a list query's records: the whole list newest first in windows (above), any other by its query. */
export function sqliteLinesOfList(db: Kysely<any>, declaration: ResourceDeclaration, repository: Repository, query: ListQuery): LineSource {
  if (isWholeTableByCreation(repository, query) && query.order === 'desc') return newestFirstLines(csvLinesTable(declaration), declaration.table);
  return linesOfQuery(keptLinesOfList(db, declaration, repository, query));
}

/** Streams the source's lines as a CSV file with a byte-order mark and a header row. */
export function sqliteCsv(databaseFile: string, source: LineSource, columns: readonly CsvColumn[]): Readable {
  async function* chunks() {
    const reader = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
    reader.pragma('mmap_size = 2147418112');
    reader.exec('begin');
    const lines = source(reader)[Symbol.iterator]();
    try {
      yield BYTE_ORDER_MARK + csvHeader(columns);
      let chunk: string[] = [];
      for (let line = lines.next(); !line.done; line = lines.next()) {
        chunk.push(line.value);
        if (chunk.length === LINES_PER_CHUNK) {
          yield chunk.join('');
          chunk = [];
        }
      }
      if (chunk.length) yield chunk.join('');
    } finally {
      lines.return?.();
      reader.close();
    }
  }
  // Two chunks ahead of the socket are enough to keep it busy.
  return Readable.from(chunks(), { highWaterMark: 2 });
}
