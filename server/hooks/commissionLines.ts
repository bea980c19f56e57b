/** A commission statement line is matched to its policy as it is written, alone or in an import's batch (reconciliation/matchLines.ts). */
import { matchLines } from '../reconciliation/matchLines';
import type { ResourceHooks } from '../routes/resourceHooks';

const MATCH_FIELDS = ['policy', 'insurer', 'expected', 'difference', 'status', 'statement_month'] as const;

export const commissionLineHooks: ResourceHooks = {
  async beforeWrite({ app, values }) {
    await matchLines(app.db, [values]);
  },
  async prepareImportBatch({ trx, creates, updates }) {
    const updated = updates.map(({ existing, values }) => ({ ...existing, ...values }));
    await matchLines(trx, [...creates, ...updated]);
    updates.forEach(({ values }, index) => {
      for (const field of MATCH_FIELDS) values[field] = updated[index][field];
    });
  },
};
