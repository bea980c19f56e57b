/**
 * API answers are compressed for clients that accept it (a page of policies is mostly repeated
 * keys), and sent as they are to clients that do not; the CSV export is never compressed.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

/** A raw GET, so the test sees the bytes on the wire (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed answers', () => {
  const context = serveSignedIn({ database: 'sqlite' }, 'admin@compress.in');
  let authorization: string;
  let listUrl: string;
  beforeAll(async () => {
    for (let n = 0; n < 20; n++) await context.api.post('/motor-policy', samplePolicy({ policy_number: `ZIP-${n}` }));
    authorization = `Bearer ${context.api.token}`;
    listUrl = `${context.server.url}/api/motor-policy?page=1&limit=50`;
  });

  it('sends a page of policies with Brotli or gzip, whichever the client accepts, and the same JSON', async () => {
    const plain = await rawGet(listUrl, { authorization });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = JSON.parse(plain.body.toString('utf8'));
    expect(page.meta.total).toBe(20);

    const brotli = await rawGet(listUrl, { authorization, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(page);

    const gzip = await rawGet(listUrl, { authorization, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(page);
  });

  it('answers a repeated page with the same compressed bytes until a policy changes', async () => {
    const brotliPage = async () => {
      const answer = await rawGet(listUrl, { authorization, 'accept-encoding': 'br' });
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      return { bytes: answer.body, page: JSON.parse(brotliDecompressSync(answer.body).toString('utf8')) };
    };
    const first = await brotliPage();
    expect((await brotliPage()).bytes.equals(first.bytes)).toBe(true);

    await context.api.post('/motor-policy', samplePolicy({ policy_number: 'ZIP-NEW' }));
    const changed = await brotliPage();
    expect(changed.page.meta.total).toBe(first.page.meta.total + 1);
    expect(changed.page.data[0].policy_number).toBe('ZIP-NEW');
  });

  it('streams the CSV export uncompressed even to a client that accepts compression', async () => {
    const csv = await rawGet(`${context.server.url}/api/motor-policy/download-csv`, { authorization, 'accept-encoding': 'gzip, br' });
    expect(csv.headers['content-encoding']).toBeUndefined();
    expect(csv.body.toString('utf8')).toContain('ZIP-19');
  });
});
