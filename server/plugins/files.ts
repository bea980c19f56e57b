import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileCategory, FileStore } from '../files/fileStore';
import { notFound } from '../httpErrors';

declare module 'fastify' {
  interface FastifyInstance {
    files: {
      /** The stored files themselves, for categories served by their own routes (policy PDFs). */
      store: FileStore;
      /** Stores the bytes and returns the URL the API serves them at. */
      save(category: FileCategory, contents: Buffer, extension: string): Promise<string>;
      /** Deletes stored files by their URLs; unknown or empty URLs are ignored. */
      removeByUrl(urls: readonly (string | null | undefined)[]): Promise<void>;
    };
  }
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * Stored files under `<dataDir>/files`. Images (company logos) are public by unguessable name so
 * an <img> can show them without a token; they are sent with a sandboxing CSP so an SVG opened
 * directly can never run script in the panel's origin.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance, options: { root: string; urlPrefix: string }) => {
    const store = new FileStore(options.root);
    const urlPattern = new RegExp(`^${options.urlPrefix}/files/(images)/([^/]+)$`);

    app.decorate('files', {
      store,
      async save(category: FileCategory, contents: Buffer, extension: string) {
        const name = await store.save(category, contents, extension);
        return `${options.urlPrefix}/files/${category}/${name}`;
      },
      async removeByUrl(urls: readonly (string | null | undefined)[]) {
        for (const url of urls) {
          const match = url ? urlPattern.exec(url) : null;
          if (match) await store.remove(match[1] as FileCategory, match[2]);
        }
      },
    });

    app.get<{ Params: { name: string } }>('/files/images/:name', { config: { public: true } }, async (request, reply) => {
      const file = store.resolve('images', request.params.name);
      const stat = file ? await fs.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) throw notFound('fileNotFound');
      const extension = path.extname(file).slice(1);
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('Content-Length', stat.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(createReadStream(file));
    });
  },
  { name: 'files' },
);
