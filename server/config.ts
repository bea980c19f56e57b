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
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (for rate limits). */
  trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
