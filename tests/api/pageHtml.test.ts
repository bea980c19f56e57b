import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstScreens, paths } from '../../src/paths';
import { startTestServer, type TestServer } from '../support/testServer';

/** A build's page and manifest in the shape Vite writes them, with small made-up chunks. */
function fakeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
    'src/public/PublicApp.tsx': { file: 'assets/PublicApp.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/PanelApp.tsx': { file: 'assets/PanelApp.js', isDynamicEntry: true, imports: ['_react.js', '_admin.js'] },
    '_admin.js': { file: 'assets/admin.js', imports: ['_react.js'] },
    'resources/motorPolicies/PolicyList.tsx': { file: 'assets/PolicyList.js', isDynamicEntry: true, imports: ['_admin.js', '_lists.js'] },
    '_lists.js': { file: 'assets/lists.js' },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((match) => match[1]);

describe('the page sent for each address', () => {
  const uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-'));
  let server: TestServer;
  beforeAll(async () => {
    fakeBuild(uiDir);
    server = await startTestServer({ uiDir });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(uiDir, { recursive: true, force: true });
  });

  it("lists the public app's code on the landing and login pages, and none of the panel's", async () => {
    for (const address of ['/', '/login', '/login/']) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(preloads(await response.text()), address).toEqual(['PublicApp.js', 'react.js']);
    }
  });

  it("lists the panel's code on panel addresses, and the Policy List's own on its address, each file once", async () => {
    for (const address of ['/panel', '/panel/view-company', '/profile', '/panel/no-such-page']) {
      expect(preloads(await (await fetch(`${server.url}${address}`)).text()), address).toEqual(['PanelApp.js', 'react.js', 'admin.js']);
    }
    const policyList = await (await fetch(`${server.url}/panel/policies?page=2`)).text();
    expect(preloads(policyList)).toEqual(['PanelApp.js', 'react.js', 'admin.js', 'PolicyList.js', 'lists.js']);
    expect(policyList).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('sends the same page compressed to browsers that accept it, never kept by a cache unchecked', async () => {
    const plain = await (await fetch(`${server.url}/panel/policies`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await fetch(`${server.url}/panel/policies`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // Node's fetch decodes what it is sent; the header says what was sent.
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(plain);
    }
  });

  it('answers a built file that is not there with 404, not with the page', async () => {
    const missing = await fetch(`${server.url}/assets/PolicyList-from-an-older-build.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toContain('text/html');
    expect((await fetch(`${server.url}/panel/policies`)).status).toBe(200);
  });

  it('names screens the build has (checked against the last build, when there is one)', () => {
    const manifestPath = path.resolve('dist/.vite/manifest.json');
    if (!fs.existsSync(manifestPath)) return;
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    expect(Object.keys(firstScreens)).toEqual([paths.policies]);
    for (const module of Object.values(firstScreens)) expect(manifest[module!]?.isDynamicEntry, module).toBe(true);
  });
});

describe('the page without a build manifest', () => {
  it('is index.html as it is', async () => {
    const uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-'));
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>hand-made</title>');
    const server = await startTestServer({ uiDir });
    try {
      const response = await fetch(`${server.url}/panel`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(await response.text()).toBe('<!doctype html><title>hand-made</title>');
    } finally {
      await server.close();
      fs.rmSync(uiDir, { recursive: true, force: true });
    }
  });
});
