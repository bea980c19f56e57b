/**
 * The page the single-page app starts from, for each address: Vite's index.html with the
 * JavaScript that address runs listed as module preloads, so the browser fetches it as soon as it
 * reads the page, not only once the entry script has run and asked for it (BENCHMARKS.md: the
 * "mobile, applied" rows of `npm run bench`). The landing and login pages list the public app's
 * code and never the panel's; panel addresses list the panel's, and the screens of `firstScreens`
 * (src/paths.ts) their own as well. Each page is built and compressed once. Without a build
 * manifest (a hand-made UI folder) the page is index.html as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_MODULES, firstScreens, publicPageOf } from '../../src/paths';
import { acceptedEncoding } from '../routes/encodedAnswers';
import { readManifest, staticFiles } from './buildManifest';

const { public: PUBLIC_APP, panel: PANEL_APP } = APP_MODULES;

interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export function createPages(uiDir: string) {
  const template = fs.readFileSync(path.join(uiDir, 'index.html'), 'utf8');
  const manifest = readManifest(uiDir);
  const pages = new Map<string, Page>();

  function build(modules: string[]): Page {
    let html = template;
    if (manifest) {
      // The entry script and what it imports are in the page already.
      const loaded = new Set(staticFiles(manifest, ['index.html']));
      const links = staticFiles(manifest, modules)
        .filter((file) => !loaded.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      html = template.replace(/\n?(\s*)<\/head>/, (_, indent: string) => `${links.map((link) => `\n${indent}  ${link}`).join('')}\n${indent}</head>`);
    }
    return { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html) };
  }

  /** The page for `pathname`, built the first time it is asked for. */
  return function pageFor(pathname: string): Page {
    const screen = firstScreens[pathname];
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
  const encoding = acceptedEncoding(request);
  reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  if (!encoding) return reply.send(page.html);
  return reply.header('Content-Encoding', encoding).send(page[encoding]);
}
