/**
 * Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest` in vite.config.ts): which
 * file each module was built into and which files it imports. The server lists a page's files
 * from it (pageHtml.ts) and `npm run check:budget` adds up each part's download with it.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest in `uiDir`, or null when the folder has none (a hand-made UI). */
export function readManifest(uiDir: string): Manifest | null {
  const file = path.join(uiDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * The files a browser fetches before `modules` can run: each module's file, then those it imports
 * statically, each once, in that order. A module the manifest does not name adds nothing.
 */
export function staticFiles(manifest: Manifest, modules: string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}
