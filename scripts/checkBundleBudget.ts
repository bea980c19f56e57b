/**
 * Fails when a part of the app downloads more JavaScript than bundle-budget.json allows. Reads
 * Vite's manifest of the last build: a part's download is the entry chunk (main.tsx), the part's
 * own chunk and every chunk those import statically, gzipped as the server sends them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Budget = Record<string, { entry: string; maxGzipKb: number } | string>;

const distDir = path.resolve('dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`No build found at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const budget: Budget = JSON.parse(fs.readFileSync('bundle-budget.json', 'utf8'));

/** The chunk files a browser fetches before `keys` can run. */
function staticClosure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;

let failed = false;
for (const [part, rule] of Object.entries(budget)) {
  if (typeof rule === 'string') continue;
  const files = staticClosure([...entryKeys, rule.entry]);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  const within = total <= rule.maxGzipKb;
  failed ||= !within;
  console.log(`${within ? 'ok  ' : 'OVER'} ${part}: ${total.toFixed(1)} kB of ${rule.maxGzipKb} kB gzip (${files.size} files)`);
}
if (failed) {
  console.error('A bundle budget is exceeded: load the new code on demand (lazyScreen, import()) or raise the budget in bundle-budget.json with a reason.');
  process.exit(1);
}
