import type SQLite from 'better-sqlite3';

/**
 * better-sqlite3 keeping its prepared statements by SQL text. Kysely prepares every query afresh,
 * which costs more than running a page query; a connection runs one statement at a time (Kysely's
 * single-connection mutex, or a read thread's one message at a time), so a cached statement is
 * never used by two queries at once. The oldest statements are dropped past `size`.
 */
export function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/**
 * How every connection to the SQLite file reads it. Large tables (a million policies) are read
 * through memory-mapped I/O, which makes index walks and row look-ups several times faster than
 * read() calls; pages read through the map are the OS page cache's, not copies. SQLite's own cache
 * holds the pages being written and those read from the WAL (16 MB for the writing connection; at
 * 64 MB it added about 25 MB to the server's memory under list traffic).
 */
export function readSettings(sqlite: SQLite.Database, cacheKb: number) {
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('mmap_size = 2147418112');
  sqlite.pragma(`cache_size = -${cacheKb}`);
}
