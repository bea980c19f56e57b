/**
 * A PostgreSQL cluster that lives for one test run, from the binaries in /usr/local/bin (see
 * STACK.md). initdb refuses to run as root, so as root the cluster runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/local/bin';

export const postgresAvailable = () => fs.existsSync(path.join(BIN, 'initdb')) && fs.existsSync(path.join(BIN, 'pg_ctl'));

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

export function startThrowawayPostgres(port = 55_432 + Math.floor(Math.random() * 1000)): ThrowawayPostgres {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-pg-'));
  const dataDir = path.join(dir, 'pgdata');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const file = path.join(BIN, command);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'pg.log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
