/**
 * The data directory (SQLite database, uploaded policies, secrets) is the server's own: neither
 * its group nor other accounts on the machine may read any of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';
import { uploadForm } from '../support/uploads';

const GROUP_OR_OTHERS = 0o077;

function everyPathUnder(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? [full, ...everyPathUnder(full)] : [full];
  });
}

describe.each(testDatabases())('private data files on $database', (target) => {
  const context = serveSignedIn(target, 'admin@private.in');

  it('keeps the data directory and every file in it (database, uploads, secrets) to its owner', async () => {
    const pdf = fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs/kvTwoColumn-02.pdf'));
    expect((await context.api.post('/pdf-extraction/extract-fields-queue', uploadForm(pdf))).status).toBeLessThan(300);
    const { dataDir } = context.server;
    const paths = [dataDir, ...everyPathUnder(dataDir)];
    expect(paths.some((file) => file.endsWith('.pdf') || file.includes(`${path.sep}files${path.sep}`))).toBe(true);
    for (const file of paths) expect((fs.statSync(file).mode & GROUP_OR_OTHERS).toString(8), file).toBe('0');
  });
});
