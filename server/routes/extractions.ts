/**
 * Policy upload (spec: POST pdf-extraction/extract-fields-queue; a PDF, or a JPG/PNG scan read by OCR) and the stored PDF of an
 * extraction. The list, show and delete of extraction outputs come from their declaration.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { extractionOutputDeclaration, UPLOAD_FIELDS } from '../../resources/extractionOutputs/declaration';
import { validateRecord } from '../../resources/core/validation';
import { referenceChecks } from '../db/references';
import { createRepository } from '../db/repository';
import { formatOf, ImageTooLarge, refuseHugeImage } from '../extraction/uploadedDocument';
import { ExtractionFailure, type ExtractionSandbox } from '../jobs/extractionSandbox';
import { badRequest, notFound, payloadTooLarge, unavailable, validOrThrow } from '../httpErrors';
import { enqueueExtraction } from '../jobs/extractionQueue';
import { accessTo } from './routeAccess';
import { sendStoredPdf } from './storedPdf';
import { changesOf, recordAudit } from '../security/auditLog';
import { uploadedFileName } from '../files/uploadedFileName';

export const MAX_POLICY_PDF_BYTES = 10 * 1024 * 1024;


export const extractionRoutes =
  (options: { onQueued: () => void; sandbox: ExtractionSandbox; all: readonly ResourceDeclaration[] }): FastifyPluginAsync =>
  async (app) => {
    const { name: resource } = extractionOutputDeclaration;

    async function photoAsPdf(image: Buffer, format: 'png' | 'jpeg'): Promise<Buffer> {
      try {
        refuseHugeImage(image);
        return Buffer.from(await options.sandbox.imageToPdf(new Uint8Array(image), format));
      } catch (error) {
        if (error instanceof ImageTooLarge) throw badRequest('imageTooLarge', error.params);
        if (error instanceof ExtractionFailure && !error.permanent) {
          throw unavailable('imageBusy');
        }
        throw badRequest('unreadableImage');
      }
    }

    const { store } = app.files;
    const repository = createRepository(app.db, extractionOutputDeclaration);

    app.post('/pdf-extraction/extract-fields-queue', accessTo(extractionOutputDeclaration, 'create'), async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('uploadMultipart');
      const fields: Record<string, unknown> = {};
      let upload: { contents: Buffer; fileName: string; truncated: boolean } | undefined;
      for await (const part of request.parts({ limits: { fileSize: MAX_POLICY_PDF_BYTES, files: 1, fields: 20 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = part.value;
        } else if (part.fieldname !== 'pdf') {
          part.file.resume();
          throw badRequest('pdfFieldName', { name: part.fieldname });
        } else {
          const contents = await part.toBuffer();
          upload = { contents, fileName: uploadedFileName(part.filename, 'policy.pdf'), truncated: part.file.truncated };
        }
      }
      if (!upload || upload.contents.length === 0) throw badRequest('choosePdf');
      if (upload.truncated) throw payloadTooLarge('pdfTooLarge');
      const format = formatOf(upload.contents);
      if (!format) throw badRequest('uploadFileKind');
      const given = validOrThrow(validateRecord(extractionOutputDeclaration, fields, [...UPLOAD_FIELDS]));
      validOrThrow({ values: given, errors: await referenceChecks(extractionOutputDeclaration, options.all).missing(app.db, given) });
      // A photo or scan is kept as a one-page PDF: one format to store, download and show beside the
      // review form. Decoding it is left to the sandbox (its memory cap, not the API's thread), and
      // an image too large to decode is refused by its header first.
      const pdf = format === 'pdf' ? upload.contents : await photoAsPdf(upload.contents, format);

      const fileKey = await store.save('policies', pdf, 'pdf');
      const created = await app.db.transaction().execute(async (trx) => {
        const record = await createRepository(trx, extractionOutputDeclaration).insert({
          ...given,
          fileName: upload.fileName,
          status: 'queued',
          needsReview: false,
          uploadedBy: request.account.email,
          fileKey,
        });
        await enqueueExtraction(trx, record._id);
        await recordAudit(trx, request.account, [{ resource, recordId: record._id, action: 'create', changes: changesOf(extractionOutputDeclaration, undefined, record) }]);
        return record;
      });
      options.onQueued();
      reply.status(201);
      return { message: 'Policy uploaded successfully!', data: created };
    });

    app.get<{ Params: { id: string } }>('/pdf-extraction/outputs/:id/pdf', accessTo(extractionOutputDeclaration, 'show'), async (request, reply) => {
      const output = await repository.get(request.params.id);
      if (!output) throw notFound('pdfNotFound');
      return sendStoredPdf(app, reply, output.fileKey, String(output.fileName));
    });
  };
