/**
 * The real server as its own process, compiled as `npm start` runs it (`npm run build`, or the API
 * tests' global setup, compiles it): the benchmarks' client and load generator do not share its
 * CPU, its memory can be read from /proc, and a test can kill it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import packageJson from '../../package.json';
import { SERVER_BUILD_DIR } from '../../scripts/buildServer';

/**
 * The compiled entry point of `npm run serve` (the API server) or `npm run worker`, with the Node
 * options its package.json script starts it with, so tests and benchmarks run it as users do.
 */
export function builtServerCommand(name: 'main' | 'worker'): string[] {
  const file = path.resolve(SERVER_BUILD_DIR, `${name}.mjs`);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: compile the server first (npm run build)`);
  const script = packageJson.scripts[name === 'main' ? 'serve' : 'worker'];
  return [...script.split(/\s+/).filter((word) => word.startsWith('--')), file];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  pid: number;
  /**
   * Memory in MB (Linux /proc): `anonMb` is the process's own memory (heap, buffers), `rssMb` adds
   * the pages of the memory-mapped SQLite file, which are the OS page cache, shared and reclaimable.
   */
  memory(): { anonMb: number; rssMb: number };
  /** The highest `anonMb` seen (sampled every 50 ms) while `work` runs. */
  peakAnonDuring<T>(work: () => Promise<T>): Promise<{ result: T; peakAnonMb: number }>;
  stop(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing, as a power cut or the OOM killer ends it. */
  kill(): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, builtServerCommand('main'), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', UI_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const readKb = (key: string) => {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  };
  const ended = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    pid: child.pid!,
    memory: () => ({ anonMb: Math.round(readKb('RssAnon') / 1024), rssMb: Math.round(readKb('VmRSS') / 1024) }),
    async peakAnonDuring(work) {
      let peak = readKb('RssAnon');
      const timer = setInterval(() => (peak = Math.max(peak, readKb('RssAnon'))), 50);
      try {
        const result = await work();
        return { result, peakAnonMb: Math.round(Math.max(peak, readKb('RssAnon')) / 1024) };
      } finally {
        clearInterval(timer);
      }
    },
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}
