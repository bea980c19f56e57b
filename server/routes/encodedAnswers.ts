/**
 * List answers compressed once per table version. @fastify/compress (routes/index.ts) compresses
 * every answer as it is sent, so a list answer from the cache was compressed again on each request
 * (a page of 50 policies: 85 kB of text, about 17 kB compressed; see API_COMPRESSION for the time).
 * Here the compressed bytes are kept next to the cached text, by the same key and version;
 * @fastify/compress leaves an answer that already has a Content-Encoding alone.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createVersionedCache } from './listCache';

/**
 * The API's compression (routes/index.ts registers @fastify/compress with it): its encodings, the
 * size below which answers go plain, and the levels, so that kept answers are compressed exactly as
 * the others are. Answers are compressed as they are asked for, so the levels are low ones, as
 * servers set them for dynamic content: on a page of 50 policies (84 kB of JSON), timed by hand,
 * Brotli quality 1 gives 16.8 kB in about 0.2 ms against 14.8 kB in 0.7–1.0 ms at quality 4 (the
 * library's default), and gzip level 3 gives 16.9 kB in about 0.6 ms against 15.0 kB in 0.8–1.0 ms
 * at level 6 (zlib's). On a list page's 5 ms budget (BENCHMARKS.md) the difference counts; 2 kB
 * more on the wire is about 10 ms on a slow phone network.
 */
export const API_COMPRESSION = {
  encodings: ['br', 'gzip'] as const,
  threshold: 1024,
  brotliOptions: {
    params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
  },
  zlibOptions: { level: 3 },
};
type Encoding = (typeof API_COMPRESSION.encodings)[number];

// On libuv's threads, not the event loop.
const compressors: Record<Encoding, (text: string) => Promise<Buffer>> = {
  br: (text) => promisify(zlib.brotliCompress)(text, API_COMPRESSION.brotliOptions),
  gzip: (text) => promisify(zlib.gzip)(text, API_COMPRESSION.zlibOptions),
};

/** The encoding of API_COMPRESSION the request accepts (the server's preference first), or null. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  return accepted ? (negotiate(accepted, [...API_COMPRESSION.encodings]) as Encoding | null) : null;
}

export function createEncodedAnswers() {
  // Compressed answers are about a sixth of their text: the same 4 MB holds more of them.
  const encoded = createVersionedCache<Buffer>({ entries: 400, maxSize: 4 * 1024 * 1024, maxEntrySize: 512 * 1024, sizeOf: (bytes) => bytes.length });

  /** `payload` as this request accepts it: compressed (and kept) when it asks for an encoding. */
  return async function answer(request: FastifyRequest, reply: FastifyReply, key: string, version: number, payload: string) {
    const encoding = acceptedEncoding(request);
    if (!encoding || payload.length < API_COMPRESSION.threshold) return payload;
    const encodedKey = `${encoding}|${key}`;
    let bytes = encoded.get(encodedKey, version);
    if (!bytes) {
      bytes = await compressors[encoding](payload);
      encoded.set(encodedKey, version, bytes);
    }
    reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding');
    return bytes;
  };
}
