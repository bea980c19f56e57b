/**
 * The spec's setup-configuration call (multipart: name, fields as JSON text, samplePdf) and a
 * configuration's sample PDF. The sample is read in the extraction sandbox, which learns where
 * each sample value is printed; list, show, update and delete come from the declaration.
 */
import type { FastifyPluginAsync } from 'fastify';
import { policyConfigurationDeclaration } from '../../resources/policyConfigurations/declaration';
import { validateRecord } from '../../resources/core/validation';
import { createRepository } from '../db/repository';
import { isPdf } from '../extraction/uploadedDocument';
import { badRequest, notFound, payloadTooLarge, validOrThrow } from '../httpErrors';
import { ExtractionFailure, type ExtractionSandbox } from '../jobs/extractionSandbox';
import type { ConfigurationRow } from '../extraction/layoutTemplate';
import { MAX_POLICY_PDF_BYTES } from './extractions';
import { sendStoredPdf } from './storedPdf';
import { changesOf, recordAudit } from '../security/auditLog';

export const CONFIGURATION_CREATED = 'Motor Policy Configuration created successfully!';

/** Learns the layout, turning a sample the sandbox cannot read into a 400 with its reason. */
export async function learnFromSample(sandbox: ExtractionSandbox, pdf: Uint8Array, rows: ConfigurationRow[]) {
  try {
    return await sandbox.learn(pdf, rows);
  } catch (error) {
    if (error instanceof ExtractionFailure) throw badRequest(`The sample PDF could not be read: ${error.message}`);
    throw error;
  }
}

export const policyConfigurationRoutes =
  (options: { sandbox: ExtractionSandbox }): FastifyPluginAsync =>
  async (app) => {
    const declaration = policyConfigurationDeclaration;
    const { name: resource } = declaration;
    const repository = createRepository(app.db, declaration);

    app.post('/setup-configuration', { config: { access: { resource, action: 'create' } } }, async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the name, the fields and the sample PDF as multipart/form-data.');
      const fields: Record<string, unknown> = {};
      let sample: { contents: Buffer; fileName: string; truncated: boolean } | undefined;
      for await (const part of request.parts({ limits: { fileSize: MAX_POLICY_PDF_BYTES, files: 1, fields: 10, fieldSize: 256 * 1024 } })) {
        if (part.type === 'field') fields[part.fieldname] = part.value;
        else if (part.fieldname !== 'samplePdf') {
          part.file.resume();
          throw badRequest(`"${part.fieldname}" does not accept a file: send the sample as "samplePdf".`);
        } else {
          sample = { contents: await part.toBuffer(), fileName: part.filename ?? 'sample.pdf', truncated: part.file.truncated };
        }
      }
      const values = validOrThrow(validateRecord(declaration, fields, ['name', 'fields']));
      if (!sample || sample.contents.length === 0) throw badRequest('Please choose a sample PDF.');
      if (sample.truncated) throw payloadTooLarge('The PDF is larger than 10 MB.');
      if (!isPdf(sample.contents)) throw badRequest('The sample must be a PDF file.');

      const { learned, report } = await learnFromSample(options.sandbox, new Uint8Array(sample.contents), values.fields as ConfigurationRow[]);
      const samplePdfKey = await app.files.store.save('policies', sample.contents, 'pdf');
      const samplePdfName = sample.fileName.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'sample.pdf';
      const created = await app.db.transaction().execute(async (trx) => {
        const record = await createRepository(trx, declaration).insert({ ...values, samplePdfName, samplePdfKey, learned, sampleReport: report });
        await recordAudit(trx, request.account, [{ resource, recordId: record._id, action: 'create', changes: changesOf(declaration, undefined, record) }]);
        return record;
      });
      // The spec's client treats 200 as success here.
      return { message: CONFIGURATION_CREATED, data: created };
    });

    app.get<{ Params: { id: string } }>(`${declaration.endpoint}/:id/pdf`, { config: { access: { resource, action: 'show' } } }, async (request, reply) => {
      const configuration = await repository.get(request.params.id);
      if (!configuration) throw notFound('PDF not found');
      return sendStoredPdf(app, reply, configuration.samplePdfKey, String(configuration.samplePdfName));
    });
  };
