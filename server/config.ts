import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Where the SQLite database, uploaded files and the generated signing secret live. */
  dataDir: string;
  /** PostgreSQL connection string; unset means SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Signing secret for access tokens; unset means one generated once and kept in `dataDir`. */
  jwtSecret?: string;
  /** Key for personal data at rest (32 bytes, base64); unset means one generated once and kept in `dataDir`. */
  personalDataKey?: string;
  /** How long an access token stays valid. */
  tokenTtl: string;
  /** The built front end served next to the API; unset serves the API alone. */
  uiDir?: string;
  /** Per-IP login attempts allowed per minute. */
  loginRateLimitPerMinute: number;
  logLevel: string;
  /** Proxies whose X-Forwarded-For is believed: how many hops in front of the server, or their addresses. */
  trustProxy: false | number | string[];
  /** A running import not heard from for this long may be resumed (server/import/importJob.ts). */
  importStalledMs: number;
  lists: ListReadLimits;
  extraction: ExtractionConfig;
  reminders: RemindersConfig;
}

/** How lists are read (server/db/listReader.ts). */
export interface ListReadLimits {
  /** How long one list query may run (and, on SQLite, wait for a thread) before it is stopped. */
  budgetMs: number;
  /**
   * SQLite's list-reading threads; 0 reads lists on the server's own connection and event loop, with
   * no budget (as before there were threads: bench/lists.ts compares the two).
   */
  threads: number;
}

export interface RemindersConfig {
  /** How often a process looks whether today's renewal reminders have run and e-mail waits (0: never). */
  pollMs: number;
  /** The first look after start. */
  firstTickMs: number;
  /** Where e-mail is sent (smtp://user:password@host:587); unset: reminders only in the panel. */
  smtpUrl?: string;
  mailFrom: string;
}

export interface ExtractionConfig {
  /** Extraction workers inside the API process (0: only separate `npm run worker` processes). */
  workers: number;
  /** A document taking longer than this is stopped and its attempt fails. */
  timeoutMs: number;
  /** Heap limit of the thread that reads one document. */
  memoryMb: number;
  /** Attempts before a job is failed for good. */
  maxAttempts: number;
  /** How often an idle worker looks for a job. */
  pollMs: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    personalDataKey: env.PERSONAL_DATA_KEY || undefined,
    tokenTtl: env.TOKEN_TTL ?? '12h',
    uiDir: path.resolve(env.UI_DIR ?? './dist'),
    loginRateLimitPerMinute: Number(env.LOGIN_RATE_LIMIT ?? 20),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // An import's run not heard from for this long was stopped (its process ended): it may be resumed.
    importStalledMs: Number(env.IMPORT_STALLED_MS ?? 15_000),
    lists: {
      budgetMs: wholeNumber(env, 'LIST_BUDGET_MS', 10_000, 1),
      threads: wholeNumber(env, 'LIST_READ_THREADS', 2, 0),
    },
    extraction: {
      workers: Number(env.EXTRACTION_WORKERS ?? 1),
      timeoutMs: Number(env.EXTRACTION_TIMEOUT_MS ?? 30_000),
      memoryMb: Number(env.EXTRACTION_MEMORY_MB ?? 256),
      maxAttempts: Number(env.EXTRACTION_MAX_ATTEMPTS ?? 3),
      pollMs: Number(env.EXTRACTION_POLL_MS ?? 1_000),
    },
    reminders: {
      pollMs: Number(env.REMINDER_POLL_MS ?? 10 * 60_000),
      firstTickMs: Number(env.REMINDER_FIRST_TICK_MS ?? 30_000),
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM || 'PolicyDesk <no-reply@localhost>',
    },
  };
}

/** A whole number setting, at least `least`; anything else stops the start with the setting's name. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, least: number): number {
  const setting = env[name]?.trim();
  if (!setting) return fallback;
  const value = Number(setting);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least} (it is "${setting}").`);
  return value;
}

/**
 * TRUST_PROXY: a number of proxy hops (`1`: one reverse proxy) or a comma-separated list of proxy
 * addresses and ranges. Only the addresses those proxies appended are believed, never what a client
 * wrote into X-Forwarded-For itself; `true` is taken as one hop for configurations written before.
 */
function trustedProxies(value: string | undefined): false | number | string[] {
  const setting = value?.trim();
  if (!setting || setting === 'false') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting.split(',').map((address) => address.trim()).filter(Boolean);
}
