/**
 * Answers with a stored PDF (an uploaded policy, a configuration's sample): inline, under the
 * uploader's file name, never sniffed or run as anything else.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../httpErrors';

export async function sendStoredPdf(app: FastifyInstance, reply: FastifyReply, fileKey: unknown, fileName: string) {
  const file = typeof fileKey === 'string' ? app.files.store.resolve('policies', fileKey) : null;
  const stat = file ? await fs.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) throw notFound('pdfNotFound');
  // An image upload is stored (and so downloaded) as a PDF.
  const downloadName = fileName.replace(/\.(jpe?g|png)$/i, '.pdf');
  const asciiName = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .type('application/pdf')
    .header('Content-Length', stat.size)
    .header('Content-Disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(downloadName)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(createReadStream(file));
}
