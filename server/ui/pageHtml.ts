/**
 * The page the single-page app starts from, for each address: Vite's index.html with the
 * JavaScript that address runs listed as module preloads, so the browser fetches it as soon as it
 * reads the page, not only once the entry script has run and asked for it (on a phone over 4G, the
 * Policy List's rows about 0.3 s sooner, timed by hand: BENCHMARKS.md). The landing and login
 * pages list the public app's code and never the panel's; panel addresses list the panel's, and
 * the screens of `firstScreens` (src/paths.ts) their own as well. Each page is built and
 * compressed once. Without a build manifest (a hand-made UI folder) the page is index.html as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { firstScreens, publicPageOf } from '../../src/paths';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The apps' modules as the manifest names them (src/main.tsx imports one or the other). */
const PUBLIC_APP = 'src/public/PublicApp.tsx';
const PANEL_APP = 'src/PanelApp.tsx';

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/** The files `modules` load, each before the files it imports, less those in `loaded`. */
function filesOf(manifest: Manifest, modules: string[], loaded: Set<string>): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

export function createPages(uiDir: string) {
  const template = fs.readFileSync(path.join(uiDir, 'index.html'), 'utf8');
  const manifestPath = path.join(uiDir, '.vite', 'manifest.json');
  const manifest: Manifest | null = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, 'utf8')) : null;
  const pages = new Map<string, Page>();

  function build(modules: string[]): Page {
    let html = template;
    if (manifest) {
      // The entry script and what it imports are in the page already.
      const loaded = new Set<string>();
      filesOf(manifest, ['index.html'], loaded);
      const links = filesOf(manifest, modules, loaded).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      html = template.replace(/\n?(\s*)<\/head>/, (_, indent: string) => `${links.map((link) => `\n${indent}  ${link}`).join('')}\n${indent}</head>`);
    }
    return { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) };
  }

  /** The page for `pathname`, built the first time it is asked for. */
  return function pageFor(pathname: string): Page {
    const screen = publicPageOf(pathname) ? undefined : firstScreens[pathname];
    const modules = publicPageOf(pathname) ? [PUBLIC_APP] : screen ? [PANEL_APP, screen] : [PANEL_APP];
    const key = modules.join(' ');
    let page = pages.get(key);
    if (!page) pages.set(key, (page = build(modules)));
    return page;
  };
}

/** Sends the page for the request's address, compressed as the browser accepts. */
export function sendPage(pageFor: ReturnType<typeof createPages>, request: FastifyRequest, reply: FastifyReply) {
  const page = pageFor(request.url.split('?')[0]);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? (negotiate(accepted, ['br', 'gzip']) as 'br' | 'gzip' | null) : null;
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}
