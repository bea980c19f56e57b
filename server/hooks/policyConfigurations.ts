/**
 * A configuration whose rows are edited learns its layout again from its stored sample; a
 * deleted one takes its sample PDF with it.
 */
import fs from 'node:fs/promises';
import type { ExtractionSandbox } from '../jobs/extractionSandbox';
import { notFound } from '../httpErrors';
import type { ResourceHooks } from '../routes/resourceHooks';
import { learnFromSample } from '../routes/policyConfigurations';

type ConfigurationRow = Parameters<typeof learnFromSample>[2][number];

export const policyConfigurationHooks = (sandbox: ExtractionSandbox): ResourceHooks => ({
  async beforeWrite({ app, existing, values }) {
    if (!existing || JSON.stringify(values.fields) === JSON.stringify(existing.fields)) return;
    const file = app.files.store.resolve('policies', String(existing.samplePdfKey));
    const sample = file ? await fs.readFile(file).catch(() => null) : null;
    if (!sample) throw notFound('sampleMissing');
    const { learned, report } = await learnFromSample(sandbox, new Uint8Array(sample), values.fields as ConfigurationRow[]);
    values.learned = learned;
    values.sampleReport = report;
  },
  async afterDelete({ app, removed }) {
    await app.files.store.remove('policies', String(removed.samplePdfKey));
  },
});
