/**
 * Lists on SQLite are read on a few threads of their own, each with a read-only connection to the
 * database file (WAL lets them read while the server's one connection writes), so a long list query
 * never holds up the event loop every other request needs, and a page and its count are read at
 * once. Each query has a time budget counted from when it is asked: past it the query is refused
 * with ListTooSlow and its thread is ended and replaced. better-sqlite3 cannot interrupt a
 * statement, so an ended thread stops only when its statement returns; replacements start only
 * while the threads serving and those still finishing are fewer than twice `threads` (queries
 * wait meanwhile, within their budget), so a run of slow queries never keeps more threads busy.
 */
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { ListTooSlow } from '../httpErrors';

const THREAD = new URL('./readThread.mjs', import.meta.url);

/** What a read thread answers (readThread.ts). */
export type ReadAnswer = { rows: unknown[] } | { error: string; code?: string };

interface Query {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class ReadThreads {
  private readonly idle: Worker[] = [];
  private readonly running = new Map<Worker, Query>();
  private readonly waiting: Query[] = [];
  /** Threads serving queries (idle or running). */
  private readonly serving = new Set<Worker>();
  /** Threads ended on an overrun, still finishing their statement. */
  private readonly ending = new Set<Worker>();
  private closed = false;
  /** Threads that have answered a query. */
  private readonly proven = new WeakSet<Worker>();
  /** Whether the last thread lost had never answered (see dispatch). */
  private failing = false;

  constructor(
    private readonly file: string,
    private readonly limits: { threads: number; budgetMs: number },
  ) {}

  /** Starts the threads (Kysely does so before its first query). */
  start() {
    while (this.serving.size < this.limits.threads) this.startThread();
  }

  /** The rows of a read-only statement. */
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('The server is stopping.'));
    return new Promise((resolve, reject) => {
      const query: Query = { sql, parameters, resolve, reject, timer: setTimeout(() => this.overran(query), this.limits.budgetMs) };
      this.waiting.push(query);
      this.dispatch();
    });
  }

  async close() {
    this.closed = true;
    for (const query of this.waiting.splice(0)) this.fail(query, new Error('The server is stopping.'));
    // Threads already ended are not waited for: one may be minutes into a statement (they are unref'd).
    await Promise.all([...this.serving].map((worker) => worker.terminate()));
  }

  private startThread() {
    const worker = new Worker(THREAD, { workerData: { file: this.file } });
    // A thread can emit an error after its query was given up on; unheard, it would end the process.
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    worker.on('message', (answer: ReadAnswer) => this.answered(worker, answer));
    worker.on('exit', () => this.exited(worker, failure));
    // They serve the server's requests only: a process that is done need not wait for them.
    worker.unref();
    this.serving.add(worker);
    this.idle.push(worker);
  }

  private dispatch() {
    if (this.closed) return;
    // A thread lost to an overrun or a crash is replaced at once, so the next query need not wait for
    // one to start; after one failed before answering anything (the file could not be opened, say),
    // only when a query waits, so a lasting failure costs each query one try, not a restart loop.
    while (
      this.serving.size < this.limits.threads &&
      this.serving.size + this.ending.size < 2 * this.limits.threads &&
      (!this.failing || this.waiting.length > this.idle.length)
    ) {
      this.startThread();
    }
    while (this.waiting.length && this.idle.length) {
      const worker = this.idle.pop()!;
      const query = this.waiting.shift()!;
      this.running.set(worker, query);
      worker.postMessage({ sql: query.sql, parameters: query.parameters });
    }
  }

  private answered(worker: Worker, answer: ReadAnswer) {
    const query = this.running.get(worker);
    if (!query) return;
    this.running.delete(worker);
    this.proven.add(worker);
    this.failing = false;
    clearTimeout(query.timer);
    if ('rows' in answer) query.resolve(answer.rows);
    else query.reject(Object.assign(new Error(answer.error), { code: answer.code }));
    this.idle.push(worker);
    this.dispatch();
  }

  private overran(query: Query) {
    query.reject(new ListTooSlow(this.limits.budgetMs));
    const at = this.waiting.indexOf(query);
    if (at >= 0) {
      this.waiting.splice(at, 1);
      return;
    }
    const worker = [...this.running].find(([, running]) => running === query)?.[0];
    if (!worker) return;
    this.running.delete(worker);
    this.serving.delete(worker);
    this.ending.add(worker);
    void worker.terminate();
    this.dispatch();
  }

  private exited(worker: Worker, failure: Error | undefined) {
    this.ending.delete(worker);
    if (this.serving.delete(worker)) {
      this.failing = !this.proven.has(worker);
      const idleAt = this.idle.indexOf(worker);
      if (idleAt >= 0) this.idle.splice(idleAt, 1);
      const query = this.running.get(worker);
      if (query) {
        this.running.delete(worker);
        this.fail(query, failure ?? new Error('A list-reading thread stopped unexpectedly.'));
      }
    }
    this.dispatch();
  }

  private fail(query: Query, error: Error) {
    clearTimeout(query.timer);
    query.reject(error);
  }
}

/** A Kysely dialect whose queries are read on `threads`: reads only, no transactions. */
export function readThreadsDialect(threads: ReadThreads): Dialect {
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return { rows: (await threads.read(query.sql, query.parameters)) as R[] };
    },
    async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
      throw new Error('Lists are read a page at a time, not streamed.');
    },
  };
  const noTransactions = async () => {
    throw new Error('List reads run no transactions.');
  };
  const driver: Driver = {
    init: async () => threads.start(),
    acquireConnection: async () => connection,
    beginTransaction: noTransactions,
    commitTransaction: noTransactions,
    rollbackTransaction: noTransactions,
    releaseConnection: async () => {},
    destroy: () => threads.close(),
  };
  return {
    createDriver: () => driver,
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}
