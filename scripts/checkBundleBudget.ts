/**
 * Fails when a part of the app downloads more JavaScript, or more files, than bundle-budget.json
 * allows. Reads Vite's manifest of the last build: a part's download is the entry chunk (main.tsx),
 * the part's own chunks and every chunk those import statically, gzipped as the server sends them.
 * Files count because a phone fetches them six at a time, half a second a round trip
 * (scripts/firstLoadChunks.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest, staticFiles } from '../server/ui/buildManifest';

type Budget = Record<string, { entry: string | string[]; maxGzipKb: number; maxFiles: number } | string>;

const distDir = path.resolve('dist');
const manifest = readManifest(distDir);
if (!manifest) {
  console.error(`No build manifest in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const budget: Budget = JSON.parse(fs.readFileSync('bundle-budget.json', 'utf8'));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;

let failed = false;
for (const [part, rule] of Object.entries(budget)) {
  if (typeof rule === 'string') continue;
  const modules = [rule.entry].flat();
  for (const module of modules) if (!manifest[module]) throw new Error(`${module} is not in the build manifest`);
  const files = staticFiles(manifest, [...entryKeys, ...modules]);
  const total = files.reduce((sum, file) => sum + gzipKb(file), 0);
  const within = total <= rule.maxGzipKb && files.length <= rule.maxFiles;
  failed ||= !within;
  console.log(`${within ? 'ok  ' : 'OVER'} ${part}: ${total.toFixed(1)} kB of ${rule.maxGzipKb} kB gzip, ${files.length} of ${rule.maxFiles} files`);
}
if (failed) {
  console.error('A bundle budget is exceeded: load the new code on demand (lazyScreen, import()), see that scripts/firstLoadChunks.ts groups it, or raise the budget in bundle-budget.json with a reason.');
  process.exit(1);
}
