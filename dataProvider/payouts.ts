/** Partner and agent payouts beside the payments' own list (server/routes/payouts.ts). */
import { HttpError } from 'react-admin';
import type { PayoutDue } from '../server/routes/payouts';
import { API_URL, apiHeaders } from './api';
import { httpClient } from './httpClient';

export type { PayoutDue };

export const payouts = {
  /** Every partner and agent with policies starting in the month or a payment for it: due, paid, balance. */
  async payoutsDue(month: string): Promise<PayoutDue[]> {
    const { json } = await httpClient(`/payout-payment/due?${new URLSearchParams({ month })}`);
    return json.data;
  },

  /** One partner's or agent's statement of the month as CSV. */
  async payoutStatement(month: string, party: Pick<PayoutDue, 'kind' | 'id'>): Promise<Blob> {
    const query = new URLSearchParams({ month, [party.kind]: party.id });
    const response = await fetch(`${API_URL}/payout-payment/statement?${query}`, { headers: apiHeaders({}) });
    if (!response.ok) throw new HttpError('', response.status, {});
    return response.blob();
  },
};
