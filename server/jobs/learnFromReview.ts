/**
 * A reviewed extraction teaches its layout: the fields the reviewer corrected are found in the
 * document (by the saved value, near a label that names the field) and their places learned, so
 * the next document of that layout reads them right without anyone writing a configuration.
 * Corrections of a document that matched a learned layout are added to that layout; others start
 * a new one, named after the document's largest print (usually the insurer). Learning never holds
 * up the save: a document it cannot read is left alone and logged.
 */
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { learnedLayoutDeclaration } from '../../resources/learnedLayouts/declaration';
import type { LearnedLayout } from '../../resources/policyConfigurations/declaration';
import type { ApiRecord } from '../db/storageMapping';
import { isReadField } from '../extraction/lexicon/concepts';
import type { SampleRow } from '../extraction/layouts/learnLayout';
import type { SignedInAccount } from '../plugins/auth';
import { recordAudit } from '../security/auditLog';
import type { ExtractionSandbox } from './extractionSandbox';

/** Rules for the same key from the newer review replace the older ones. */
function merged(older: LearnedLayout, newer: LearnedLayout): LearnedLayout {
  const keys = new Set(newer.rules.map((rule) => rule.key));
  return { ...older, rules: [...older.rules.filter((rule) => !keys.has(rule.key)), ...newer.rules] };
}

export async function learnFromReview(options: {
  app: FastifyInstance;
  sandbox: ExtractionSandbox;
  account: SignedInAccount;
  extractionId: string;
  corrected: string[];
  saved: ApiRecord;
}): Promise<void> {
  const { app, sandbox, account, extractionId, saved } = options;
  const fields = options.corrected.filter((field) => isReadField(field) && saved[field] !== null && saved[field] !== undefined && saved[field] !== '');
  if (!fields.length) return;
  const output = await app.db.selectFrom('extraction_outputs').select(['fileKey', 'fileName', 'learnedLayoutId']).where('id', '=', extractionId).executeTakeFirst();
  const file = output?.fileKey ? app.files.store.resolve('policies', output.fileKey) : null;
  if (!output || !file) return;
  try {
    // No label was typed: the place is found by the saved value and the labels printed by it.
    const rows: SampleRow[] = fields.map((field) => ({ key: field, label: '', value: String(saved[field]), policyField: field }));
    // The record's other values tell the page's values from its labels.
    const recordValues = Object.entries(saved)
      .filter(([field, value]) => isReadField(field) && value !== null && value !== undefined && value !== '')
      .map(([, value]) => String(value));
    const { learned } = await sandbox.learn(new Uint8Array(await fs.readFile(file)), rows, {}, recordValues);
    if (!learned.rules.length) return;
    await app.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const existing = output.learnedLayoutId
        ? await trx.selectFrom('learned_layouts').selectAll().where('id', '=', output.learnedLayoutId).executeTakeFirst()
        : undefined;
      if (existing) {
        const layout = merged(JSON.parse(existing.learned), learned);
        const fieldsLearned = [...new Set(layout.rules.map((rule) => rule.key))];
        await trx.updateTable('learned_layouts').set({ learned: JSON.stringify(layout), fieldsLearned: JSON.stringify(fieldsLearned), updatedAt: now }).where('id', '=', existing.id).execute();
        await recordAudit(trx, account, [{ resource: learnedLayoutDeclaration.name, recordId: existing.id, action: 'update', changes: { fieldsLearned: [JSON.parse(existing.fieldsLearned), fieldsLearned] } }]);
        return;
      }
      const id = uuidv7();
      const name = learned.title ? `${learned.title} (learned)` : `Layout of ${output.fileName}`;
      const fieldsLearned = learned.rules.map((rule) => rule.key);
      await trx
        .insertInto('learned_layouts')
        .values({ id, name, learned: JSON.stringify(learned), fieldsLearned: JSON.stringify(fieldsLearned), sourceFileName: output.fileName, createdAt: now, updatedAt: now })
        .execute();
      await trx.updateTable('extraction_outputs').set({ learnedLayoutId: id }).where('id', '=', extractionId).execute();
      await recordAudit(trx, account, [{ resource: learnedLayoutDeclaration.name, recordId: id, action: 'create', changes: { name: [null, name], fieldsLearned: [null, fieldsLearned] } }]);
    });
  } catch (error) {
    app.log.warn(`learning from the review of extraction ${extractionId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
