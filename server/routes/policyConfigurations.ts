/**
 * The spec's setup-configuration call (multipart: name, fields as JSON text, samplePdf, and
 * optionally choices: which place a sample value printed several times means), the check of a
 * sample before saving, and a configuration's sample PDF. The sample is read in the extraction
 * sandbox, which learns where each sample value is printed; list, show, update and delete come
 * from the declaration.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { policyConfigurationDeclaration } from '../../resources/policyConfigurations/declaration';
import { validateRecord } from '../../resources/core/validation';
import { createRepository } from '../db/repository';
import { isPdf } from '../extraction/uploadedDocument';
import { badRequest, notFound, payloadTooLarge, validOrThrow } from '../httpErrors';
import { ExtractionFailure, type ExtractionSandbox } from '../jobs/extractionSandbox';
import type { SampleRow } from '../extraction/layouts/learnLayout';
import { policyFieldOf } from '../../resources/policyConfigurations/configurationKeys';
import { MAX_POLICY_PDF_BYTES } from './extractions';
import { sendStoredPdf } from './storedPdf';
import { changesOf, recordAudit } from '../security/auditLog';
import { accessTo } from './routeAccess';

export const CONFIGURATION_CREATED = 'Motor Policy Configuration created successfully!';

interface ConfigurationRow {
  key: string;
  label: string;
  value: string;
}

/** Which place a person chose for a key its sample value is printed at several times: `{ key: index }`. */
function choicesOf(text: unknown): Record<string, number> {
  if (text === undefined || text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(text));
  } catch {
    throw badRequest('choicesJson');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('choicesJson');
  const entries = Object.entries(parsed).slice(0, 200);
  if (entries.some(([, index]) => !Number.isInteger(index) || (index as number) < 0 || (index as number) > 50)) throw badRequest('choiceIndex');
  return Object.fromEntries(entries) as Record<string, number>;
}

/** Learns the layout, turning a sample the sandbox cannot read into a 400 with its reason. */
export async function learnFromSample(sandbox: ExtractionSandbox, pdf: Uint8Array, rows: ConfigurationRow[], choices: Record<string, number> = {}) {
  const sampleRows: SampleRow[] = rows.map((row) => ({ ...row, policyField: policyFieldOf(row.key) }));
  try {
    return await sandbox.learn(pdf, sampleRows, choices);
  } catch (error) {
    if (error instanceof ExtractionFailure) throw badRequest('sampleUnreadable', { reason: error.message });
    throw error;
  }
}

/** The multipart body of the setup-configuration calls: its fields, and the sample PDF checked. */
async function sampleUpload(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; sample: { contents: Buffer; fileName: string } }> {
  if (!request.isMultipart()) throw badRequest('configurationMultipart');
  const fields: Record<string, unknown> = {};
  let sample: { contents: Buffer; fileName: string; truncated: boolean } | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_POLICY_PDF_BYTES, files: 1, fields: 10, fieldSize: 256 * 1024 } })) {
    if (part.type === 'field') fields[part.fieldname] = part.value;
    else if (part.fieldname !== 'samplePdf') {
      part.file.resume();
      throw badRequest('sampleFieldName', { name: part.fieldname });
    } else {
      sample = { contents: await part.toBuffer(), fileName: part.filename ?? 'sample.pdf', truncated: part.file.truncated };
    }
  }
  if (!sample || sample.contents.length === 0) throw badRequest('chooseSample');
  if (sample.truncated) throw payloadTooLarge('pdfTooLarge');
  if (!isPdf(sample.contents)) throw badRequest('sampleNotPdf');
  return { fields, sample };
}

export const policyConfigurationRoutes =
  (options: { sandbox: ExtractionSandbox }): FastifyPluginAsync =>
  async (app) => {
    const declaration = policyConfigurationDeclaration;
    const { name: resource } = declaration;
    const repository = createRepository(app.db, declaration);

    // Before saving: per key, whether its sample value was found once, in several places (which?), or not at all.
    app.post('/setup-configuration/check', accessTo(declaration, 'create'), async (request) => {
      const { fields, sample } = await sampleUpload(request);
      const values = validOrThrow(validateRecord(declaration, fields, ['fields']));
      const { report } = await learnFromSample(options.sandbox, new Uint8Array(sample.contents), values.fields as ConfigurationRow[], choicesOf(fields.choices));
      return { data: { sampleReport: report } };
    });

    app.post('/setup-configuration', accessTo(declaration, 'create'), async (request) => {
      const { fields, sample } = await sampleUpload(request);
      const values = validOrThrow(validateRecord(declaration, fields, ['name', 'fields']));
      const { learned, report } = await learnFromSample(options.sandbox, new Uint8Array(sample.contents), values.fields as ConfigurationRow[], choicesOf(fields.choices));
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

    app.get<{ Params: { id: string } }>(`${declaration.endpoint}/:id/pdf`, accessTo(declaration, 'show'), async (request, reply) => {
      const configuration = await repository.get(request.params.id);
      if (!configuration) throw notFound('pdfNotFound');
      return sendStoredPdf(app, reply, configuration.samplePdfKey, String(configuration.samplePdfName));
    });
  };
