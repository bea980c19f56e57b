/**
 * Payin, payout and margin of a motor policy, computed by the server on every write (and shown
 * live in the forms) from its premiums and the four commission percentages.
 *
 * The bases commission is paid on:
 * - OD base: the net own-damage premium after NCB, including OD add-ons — `total_od_premium` as
 *   printed; when only its parts are known, basic OD × (1 − NCB %) + OD add-ons.
 * - TP base: the third-party premium as printed — `total_tp_premium`; else basic TP + TP add-ons.
 * Taxes (GST) are never commissionable.
 *
 * payin  = OD base × receivable OD % + TP base × receivable TP %
 * payout = OD base × payable OD %    + TP base × payable TP %
 * margin = payin − payout
 *
 * The arithmetic is exact: rupees become integer paise and percentages integer hundredths, and each
 * of payin and payout is rounded once, half away from zero, to the paisa.
 */

export interface CommissionInput {
  basic_od_premium?: number | null;
  total_od_premium?: number | null;
  total_od_add_on_premium?: number | null;
  ncb?: number | null;
  basic_tp_premium?: number | null;
  total_tp_premium?: number | null;
  total_tp_add_on_premium?: number | null;
  commission_receivable_od?: number | null;
  commission_receivable_tp?: number | null;
  commission_payable_od?: number | null;
  commission_payable_tp?: number | null;
}

export interface Commission {
  payin: number;
  payout: number;
  margin: number;
}

const paise = (rupees: number | null | undefined) => BigInt(Math.round((rupees ?? 0) * 100));
const hundredths = (percent: number | null | undefined) => BigInt(Math.round((percent ?? 0) * 100));
const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Divides and rounds half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude + denominator / 2n) / denominator;
  return negative ? -rounded : rounded;
}

/** The OD and TP premiums commission is paid on, in paise. */
export function commissionBases(policy: CommissionInput): { od: bigint; tp: bigint } {
  const od = present(policy.total_od_premium)
    ? paise(policy.total_od_premium)
    : divideRounded(paise(policy.basic_od_premium) * (10000n - hundredths(policy.ncb)), 10000n) +
      paise(policy.total_od_add_on_premium);
  const tp = present(policy.total_tp_premium)
    ? paise(policy.total_tp_premium)
    : paise(policy.basic_tp_premium) + paise(policy.total_tp_add_on_premium);
  return { od, tp };
}

export function computeCommission(policy: CommissionInput): Commission {
  const { od, tp } = commissionBases(policy);
  // paise × hundredths of a percent = 1/10000 of a paisa.
  const share = (odPercent?: number | null, tpPercent?: number | null) =>
    divideRounded(od * hundredths(odPercent) + tp * hundredths(tpPercent), 10000n);
  const payin = share(policy.commission_receivable_od, policy.commission_receivable_tp);
  const payout = share(policy.commission_payable_od, policy.commission_payable_tp);
  return { payin: Number(payin) / 100, payout: Number(payout) / 100, margin: Number(payin - payout) / 100 };
}
