/**
 * Compiles the API server to plain JavaScript in dist-server/ for `npm start` and `npm run worker`
 * (part of `npm run build`). Running the TypeScript through tsx costs the server about 50 MB of
 * memory (the loader's own thread and its transform cache) and time at every start; packages stay
 * in node_modules.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUILD_DIR = 'dist-server';

export async function buildServer() {
  await build({
    entryPoints: {
      main: 'server/main.ts',
      worker: 'server/worker.ts',
      // The extraction sandbox starts its thread from the file beside it (extractionSandbox.ts).
      extractionThread: 'server/jobs/extractionThread.ts',
      // Likewise the list-reading threads (readThreads.ts).
      readThread: 'server/db/readThread.ts',
    },
    outdir: SERVER_BUILD_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  await buildServer();
  console.log(`compiled the server to ${SERVER_BUILD_DIR}/`);
}
