/** Commission reconciliation beside the lines' own list (server/routes/reconciliation.ts). */
import { httpClient, postJson } from './httpClient';

export interface ReconciliationScope {
  insurer?: string;
  statement_month?: string;
}

export interface ReconciliationTotals {
  lines: number;
  expected: number;
  received: number;
  difference: number;
  reconciled: number;
  byStatus: { status: string; count: number; expected: number; received: number; difference: number }[];
  /** Policies of the insurer starting in the month that no line names; null without both. */
  missing: number | null;
}

export interface MissingPolicy {
  id: string;
  policy_number: string;
  customer_name: string;
  start_date: string;
  payin: number;
}

const scopeQuery = ({ insurer, statement_month }: ReconciliationScope) =>
  new URLSearchParams({ ...(insurer ? { insurer } : {}), ...(statement_month ? { statement_month } : {}) });

export const reconciliation = {
  async reconciliationTotals(scope: ReconciliationScope): Promise<ReconciliationTotals> {
    const { json } = await httpClient(`/commission-line/totals?${scopeQuery(scope)}`);
    return json;
  },

  /** The first page (up to 100) of the policies missing from the insurer's statement of the month. */
  async policiesMissingFromStatement(scope: Required<ReconciliationScope>): Promise<{ data: MissingPolicy[]; total: number }> {
    const { json } = await httpClient(`/commission-line/missing?${scopeQuery(scope)}&page=1&limit=100`);
    return { data: json.data.map(({ _id, ...policy }: MissingPolicy & { _id: string }) => ({ ...policy, id: _id })), total: json.meta.total };
  },

  /** Matches the scope's open lines with the policies again. */
  async matchCommissionLines(scope: ReconciliationScope): Promise<{ matched: number }> {
    const { json } = await postJson('/commission-line/match', scope);
    return json;
  },
};
