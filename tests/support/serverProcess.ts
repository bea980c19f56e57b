/**
 * The real server as its own process, compiled as `npm start` runs it (`npm run build`, or the API
 * tests' global setup, compiles it): the benchmarks' client and load generator do not share its
 * CPU, its memory can be read from /proc, and a test can kill it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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
  /**
   * With `requestLog`: the server's own time for the last request it received, in ms, once it has
   * answered it (Fastify's `responseTime`, from routing to the last byte handed to the socket).
   */
  lastResponseTime(): Promise<number>;
}

/**
 * `requestLog`: the server logs every request as `npm start` does (LOG_LEVEL info) into a file,
 * which `lastResponseTime()` reads; a file, not a pipe, so a busy reader never holds the server up.
 */
export async function startServerProcess(env: Record<string, string>, { requestLog = false } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const logFile = requestLog ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'server-log-')), 'requests.log') : undefined;
  const logFd = logFile ? fs.openSync(logFile, 'w+') : undefined;
  const child: ChildProcess = spawn(process.execPath, builtServerCommand('main'), {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logFile ? 'info' : 'warn', UI_DIR: '/nonexistent', ...env },
    stdio: ['ignore', logFd ?? 'inherit', 'inherit'],
  });
  let logRead = 0;
  let partialLine = '';
  let lastReceived: string | undefined;
  const answered = new Map<string, number>();
  const readLog = () => {
    const size = fs.fstatSync(logFd!).size;
    const chunk = Buffer.alloc(size - logRead);
    fs.readSync(logFd!, chunk, 0, chunk.length, logRead);
    logRead = size;
    const lines = (partialLine + chunk.toString('utf8')).split('\n');
    partialLine = lines.pop()!;
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; reqId?: string; responseTime?: number };
      if (entry.msg === 'incoming request') lastReceived = entry.reqId;
      if (entry.msg === 'request completed' && entry.reqId && entry.responseTime !== undefined) answered.set(entry.reqId, entry.responseTime);
    }
  };
  async function lastResponseTime() {
    if (logFd === undefined) throw new Error('lastResponseTime() needs a server started with requestLog');
    // The answer reaches the client as the server logs it: wait for the line.
    for (let attempt = 0; attempt < 400; attempt++) {
      readLog();
      const time = lastReceived === undefined ? undefined : answered.get(lastReceived);
      if (time !== undefined) {
        answered.clear();
        return time;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the server logged no answer to its last request');
  }
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
  const removeLog = () => {
    if (logFd === undefined) return;
    fs.closeSync(logFd);
    fs.rmSync(path.dirname(logFile!), { recursive: true, force: true });
  };
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
    stop: () => ended('SIGTERM').then(removeLog),
    kill: () => ended('SIGKILL').then(removeLog),
    lastResponseTime,
  };
}
