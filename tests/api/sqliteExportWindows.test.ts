/**
 * The SQLite export of the whole list newest first reads its lines oldest first a window of days
 * at a time (server/export/sqliteCsv.ts, newestFirstLines): it must give exactly the lines, in
 * exactly the order, that reading the table newest first gives, whatever the days hold.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { configFromEnv } from '../../server/config';
import { createDatabase, migrateToLatest, sqliteHandle } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { createRepository } from '../../server/db/repository';
import { fakePolicies } from '../../server/db/seed/fakePolicies';
import { insertPolicies } from '../../server/db/seed/insertPolicies';
import { csvLinesTable, keptLinesOfList } from '../../server/export/keptCsvLines';
import { dayWindows, type LineSource, linesOfQuery, newestFirstLines, sqliteCsv } from '../../server/export/sqliteCsv';
import { listQueryParser } from '../../server/routes/listQuery';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('the SQLite export of the whole list, newest first, in windows of days', () => {
  let dataDir: string;
  let db: DB;
  let file: string;
  const lines = csvLinesTable(motorPolicyDeclaration);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-windows-'));
    db = createDatabase(configFromEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
    await migrateToLatest(db);
    // 240 policies over 60 days, then 45 on one day (more than a window), then 12 more days.
    await insertPolicies(db, fakePolicies(240, { seed: 1, from: day('2025-01-01'), to: day('2025-03-02') }));
    await insertPolicies(db, fakePolicies(45, { seed: 2, numberOffset: 240, from: day('2025-03-05'), to: new Date('2025-03-05T20:00:00.000Z') }));
    await insertPolicies(db, fakePolicies(30, { seed: 3, numberOffset: 285, from: day('2025-03-06'), to: day('2025-03-18') }));
    file = sqliteHandle(db)!.name;
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const read = async (source: LineSource) => {
    let text = '';
    for await (const chunk of sqliteCsv(file, source, [])) text += chunk;
    return text;
  };
  // The list's own query of the whole table newest first, as PostgreSQL's export reads it.
  const newestFirstQuery = () =>
    linesOfQuery(keptLinesOfList(db, motorPolicyDeclaration, createRepository(db, motorPolicyDeclaration), listQueryParser(motorPolicyDeclaration)({})));

  it('gives every line in the order of the table read newest first, for any window size', async () => {
    const expected = await read(newestFirstQuery());
    expect(expected.split('\n').length).toBeGreaterThan(315);
    for (const windowLines of [1, 7, 40, 100, 10_000]) {
      expect(await read(newestFirstLines(lines, motorPolicyDeclaration.table, windowLines))).toBe(expected);
    }
  });

  it('reads lines the day counts do not know of, before the first day and after the last', async () => {
    const sqlite = sqliteHandle(db)!;
    sqlite.prepare(`update created_days set count = 0 where table_name = ? and day in (select min(day) from created_days where table_name = ?)`).run(motorPolicyDeclaration.table, motorPolicyDeclaration.table);
    sqlite.prepare(`update created_days set count = 0 where table_name = ? and day in (select max(day) from created_days where table_name = ? and count > 0)`).run(motorPolicyDeclaration.table, motorPolicyDeclaration.table);
    expect(await read(newestFirstLines(lines, motorPolicyDeclaration.table, 7))).toBe(await read(newestFirstQuery()));
    // A table that keeps no day counts is read newest first in one go.
    expect(await read(newestFirstLines(lines, 'no_such_table', 7))).toBe(await read(newestFirstQuery()));
  });
});

describe('windows of days', () => {
  const days = [
    { day: '2025-03-10', count: 3 },
    { day: '2025-03-09', count: 4 },
    { day: '2025-03-05', count: 12 },
    { day: '2025-03-01', count: 2 },
    { day: '2025-02-27', count: 5 },
  ];

  it('join newest-first days up to the window size, meet end to end and are open at both ends', () => {
    expect([...dayWindows(days, 8)]).toEqual([
      { from: '2025-03-09', to: '~', count: 7 },
      { from: '2025-03-05', to: '2025-03-09', count: 12 },
      { from: '', to: '2025-03-05', count: 7 },
    ]);
  });

  it('are one open window when there are no day counts', () => {
    expect([...dayWindows([], 8)]).toEqual([{ from: '', to: '~', count: Number.POSITIVE_INFINITY }]);
  });
});
