import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../server/extraction/reading/candidates';
import { chooseValues, optionsByField } from '../../server/extraction/reading/choose';

let groups = 0;
/** A candidate read from words [from, to) of run `run`; candidates made by one call of `read` share a group. */
function read(run: number, from: number, to: number, values: [string, string | number, number][]): Candidate[] {
  const group = groups++;
  const span = { parts: [{ segment: { id: run }, from, to }], text: '', box: { page: 1, x: 0, y: 0, width: 1, height: 1 }, labelishness: 0 };
  return values.map(([target, value, score]) => ({ target, value, score, placement: 'right', span, group }) as unknown as Candidate);
}

const chosen = (candidates: Candidate[]) => Object.fromEntries([...chooseValues(optionsByField(candidates))].map(([field, candidate]) => [field, candidate.value]));

describe('choosing the values of all fields together', () => {
  it('never gives two fields the same printed words', () => {
    const picks = chosen([...read(1, 0, 1, [['policy_number', 'P-1', 0.9]]), ...read(1, 0, 1, [['engine_number', 'P-1', 0.8]]), ...read(2, 0, 1, [['engine_number', 'E-9', 0.5]])]);
    expect(picks).toEqual({ policy_number: 'P-1', engine_number: 'E-9' });
  });

  it('lets one printed period be the policy\'s and a section\'s (an act-only policy\'s period is its TP cover\'s)', () => {
    const picks = chosen([
      ...read(1, 0, 4, [['start_date', '2025-10-26', 0.93], ['end_date', '2026-10-25', 0.93]]),
      ...read(1, 0, 4, [['tp_start_date', '2025-10-26', 0.57], ['tp_end_date', '2026-10-25', 0.57]]),
      ...read(2, 0, 1, [['end_date', '2025-10-21', 0.05]]),
    ]);
    expect(picks).toMatchObject({ start_date: '2025-10-26', end_date: '2026-10-25', tp_start_date: '2025-10-26', tp_end_date: '2026-10-25' });
  });

  it('prefers the reading under which the premium sums hold', () => {
    const picks = chosen([
      ...read(1, 0, 1, [['net_premium', 10000, 0.9]]),
      ...read(2, 0, 1, [['taxes', 900, 0.6]]),
      ...read(3, 0, 1, [['taxes', 1800, 0.5]]),
      ...read(4, 0, 1, [['total_premium', 11800, 0.9]]),
    ]);
    expect(picks).toMatchObject({ net_premium: 10000, taxes: 1800, total_premium: 11800 });
  });

  it('takes the total that a sum over a net premium it did not print holds to the paisa, over a rounded one read better', () => {
    const picks = chosen([
      ...read(1, 0, 1, [['total_od_premium', 10728.26, 0.56]]),
      ...read(2, 0, 1, [['total_tp_premium', 4191, 0.58]]),
      ...read(3, 0, 1, [['taxes', 2685.47, 0.97]]),
      ...read(4, 0, 1, [['total_premium', 17605, 0.66]]),
      ...read(5, 0, 1, [['total_premium', 17604.73, 0.58]]),
    ]);
    expect(picks.total_premium).toBe(17604.73);
  });

  it('takes no taxes larger than GST on the net premium could be, though the swapped pair sums to the total too', () => {
    // A scan read "₹ 18,016.11" as "7 18,016.11": the net premium's own reading is a repaired, weaker one.
    const picks = chosen([
      ...read(1, 0, 1, [['net_premium', 3242.9, 0.55]]),
      ...read(1, 0, 1, [['taxes', 3242.9, 0.5]]),
      ...read(2, 0, 1, [['net_premium', 18016.11, 0.3]]),
      ...read(2, 0, 1, [['taxes', 18016.11, 0.5]]),
      ...read(3, 0, 1, [['total_premium', 21259.01, 0.9]]),
    ]);
    expect(picks).toMatchObject({ net_premium: 18016.11, taxes: 3242.9, total_premium: 21259.01 });
  });

  it('lets a field take another print of its value when another field takes the best one', () => {
    // "Own Damage Premium ₹ 9,557.20" is the basic premium; "Total Premium - Own Damage ₹ 9,557.20" reads the total as well.
    const picks = chooseValues(optionsByField([
      ...read(1, 0, 1, [['total_od_premium', 9557.2, 0.89]]),
      ...read(1, 0, 1, [['basic_od_premium', 9557.2, 0.71]]),
      ...read(2, 0, 1, [['total_od_premium', 9557.2, 0.89]]),
    ]));
    expect(picks.get('basic_od_premium')?.value).toBe(9557.2);
    expect(picks.get('total_od_premium')?.span.parts[0].segment.id).toBe(2);
  });

  it('keeps no weak other print of a value, which would prove a sum by chance', () => {
    // "OWN DAMAGE | NET PREMIUM 15,231.94" is the OD total; "TAXABLE PREMIUM: 15,231.94" read under that header is weak.
    const picks = chooseValues(optionsByField([
      ...read(1, 0, 1, [['total_od_premium', 15231.94, 0.96]]),
      ...read(1, 0, 1, [['basic_od_premium', 15231.94, 0.49]]),
      ...read(2, 0, 1, [['total_od_premium', 15231.94, 0.2]]),
      ...read(3, 0, 1, [['ncb', 0, 0.97]]),
      ...read(4, 0, 1, [['total_od_add_on_premium', 0, 0.57]]),
      ...read(5, 0, 1, [['total_od_add_on_premium', 3272.48, 0.75]]),
    ]));
    expect(picks.get('total_od_add_on_premium')?.value).toBe(3272.48);
    expect(picks.get('total_od_premium')?.span.parts[0].segment.id).toBe(1);
  });

  it('reads a value on fewer of its words when its best print ran into another field\'s', () => {
    // "IDV : ₹ 399,000.00" beside "1497" and "5" of the next column, printed a little lower: the run read as one value.
    const runs = (ids: number[]) => ({ parts: ids.map((id) => ({ segment: { id }, from: 0, to: 1 })), text: '', box: { page: 1, x: 0, y: 0, width: 1, height: 1 }, labelishness: 0 });
    const candidate = (target: string, value: number, score: number, ids: number[], group: number) => ({ target, value, score, placement: 'right', span: runs(ids), group }) as unknown as Candidate;
    const picks = chosen([
      candidate('vehicle_idv', 399000, 0.82, [1, 2, 3], 90),
      candidate('vehicle_idv', 399000, 0.65, [1], 91),
      candidate('vehicle_idv', 12639.02, 0.31, [4], 92),
      // A weak print of the value elsewhere does not keep the narrower one out.
      candidate('vehicle_idv', 399000, 0.3, [5], 95),
      candidate('cc', 1497, 0.93, [2], 93),
      candidate('seating_capicity', 5, 0.93, [3], 94),
    ]);
    expect(picks).toMatchObject({ vehicle_idv: 399000, cc: 1497, seating_capicity: 5 });
  });

  it('reads "TP Premium" as the basic TP premium when the OD total the TP total would imply does not add up', () => {
    // Basic OD 11,922.59 less 25 % NCB plus add-ons 1,825.96 is an OD total of 10,767.90: with the net 14,608.90 the TP
    // total is 3,841 (3,416 and the 425 liability add-on), not the 3,416 printed as "TP Premium".
    const picks = chosen([
      ...read(1, 0, 1, [['basic_od_premium', 11922.59, 0.97]]),
      ...read(2, 0, 1, [['ncb', 25, 0.97]]),
      ...read(3, 0, 1, [['total_od_add_on_premium', 1825.96, 0.97]]),
      ...read(4, 0, 1, [['total_tp_premium', 3416, 0.97]]),
      ...read(4, 0, 1, [['basic_tp_premium', 3416, 0.77]]),
      ...read(5, 0, 1, [['total_tp_add_on_premium', 425, 0.97]]),
      ...read(6, 0, 1, [['net_premium', 14608.9, 0.97]]),
    ]);
    expect(picks).toMatchObject({ basic_tp_premium: 3416, total_tp_add_on_premium: 425 });
    expect(picks.total_tp_premium).toBeUndefined();
  });
});
