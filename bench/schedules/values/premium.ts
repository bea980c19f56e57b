/**
 * A premium computed the way schedules print it, in paise so the printed figures add up exactly:
 * total OD = basic OD less NCB plus OD add-ons, total TP = basic TP plus TP add-ons,
 * net = OD + TP, GST = 18% of net, total = net + GST.
 */
import type { Random } from '../random';
import type { Fuel } from './vehicles';

export type PolicyType = 'Comprehensive' | 'Third Party' | 'Standalone OD';

export interface Cover {
  name: string;
  amount: number;
}

export interface Premium {
  basicOd: number;
  ncb: number;
  ncbAmount: number;
  odAddOns: Cover[];
  odAddOnTotal: number;
  totalOd: number;
  basicTp: number;
  tpAddOns: Cover[];
  tpAddOnTotal: number;
  totalTp: number;
  net: number;
  taxRate: number;
  taxes: number;
  /** The halves printed as CGST and SGST; they add up to `taxes`. */
  cgst: number;
  sgst: number;
  total: number;
  /** Owner-driver personal accident sum insured, a distractor amount. */
  paSumInsured: number;
  deductible: number;
}

export interface PremiumInputs {
  policyType: PolicyType;
  idv: number;
  accessoryIdv: { electrical: number; cng: number };
  ncb: number;
  ageYears: number;
  cc?: number;
  kw?: number;
  fuel: Fuel;
  seats: number;
  /** Years of third-party cover bought with this policy (3 for a new car's bundle). */
  tpYears: 1 | 3;
}

const rupees = (paise: number) => paise / 100;

function tpTariff({ cc, kw }: PremiumInputs, years: 1 | 3): number {
  const slab = kw !== undefined ? (kw <= 30 ? 0 : kw <= 65 ? 1 : 2) : cc! <= 1000 ? 0 : cc! <= 1500 ? 1 : 2;
  const tariffs = kw !== undefined ? { 1: [1780, 2904, 6712], 3: [5543, 9044, 20907] } : { 1: [2094, 3416, 7897], 3: [6521, 10640, 24596] };
  return tariffs[years][slab];
}

function odAddOns(rng: Random, inputs: PremiumInputs, basicOdPaise: number): Cover[] {
  const { idv } = inputs;
  const candidates: [string, () => number][] = [
    ['Zero Depreciation', () => Math.round(idv * rng.int(15, 50) * 0.01)],
    ['Engine Protector', () => Math.round(idv * rng.int(5, 15) * 0.01)],
    ['Return to Invoice', () => Math.round(idv * rng.int(8, 20) * 0.01)],
    ['Consumables Cover', () => rng.int(3, 9) * 10_000],
    ['Roadside Assistance', () => rng.pick([9900, 14900, 19900, 24900])],
    ['Key Replacement', () => rng.pick([15000, 24900, 39900])],
    ['Tyre Protect', () => rng.int(40, 120) * 1000],
    ['NCB Protector', () => Math.round(basicOdPaise * rng.int(8, 15) * 0.01)],
    ['Loss of Personal Belongings', () => rng.pick([25000, 35000, 50000])],
  ];
  const allowed = inputs.ageYears > 5 ? candidates.filter(([name]) => name !== 'Zero Depreciation' && name !== 'Return to Invoice') : candidates;
  const covers = rng.shuffle(allowed).slice(0, rng.weighted([[0, 1], [1, 2], [2, 3], [3, 3], [4, 2], [5, 1]] as const));
  const drawn = covers.map(([name, amount]) => ({ name, amount: amount() }));
  if (inputs.accessoryIdv.electrical > 0) drawn.push({ name: 'Electrical Accessories', amount: Math.round(inputs.accessoryIdv.electrical * 4) });
  if (inputs.accessoryIdv.cng > 0) drawn.push({ name: 'CNG/LPG Kit (OD)', amount: Math.round(inputs.accessoryIdv.cng * 4) });
  return drawn;
}

function tpAddOns(rng: Random, inputs: PremiumInputs): Cover[] {
  const covers: Cover[] = [];
  if (rng.chance(0.8)) covers.push({ name: 'PA Cover for Owner-Driver', amount: rng.pick([275, 320, 330, 375, 399]) * 100 * (inputs.tpYears === 3 && rng.chance(0.3) ? 3 : 1) });
  if (rng.chance(0.5)) covers.push({ name: 'Legal Liability to Paid Driver', amount: 5000 });
  if (rng.chance(0.3)) covers.push({ name: 'PA for Unnamed Passengers', amount: inputs.seats * rng.pick([50, 100]) * 100 });
  if (inputs.fuel === 'CNG' || inputs.fuel === 'LPG') covers.push({ name: 'CNG/LPG Kit Liability', amount: 6000 });
  return covers;
}

export function drawPremium(rng: Random, inputs: PremiumInputs): Premium {
  const hasOd = inputs.policyType !== 'Third Party';
  const hasTp = inputs.policyType !== 'Standalone OD';
  // The tariff rate less the insurer's discount gives an OD premium with paise, as printed.
  const ncb = hasOd ? inputs.ncb : 0;
  let basicOd = hasOd ? Math.round(inputs.idv * 100 * (rng.int(2800, 3500) / 100_000) * (1 - rng.int(20, 70) / 100)) : 0;
  // An NCB of exactly half a paisa could be rounded either way; a paisa more keeps the arithmetic unambiguous.
  if ((basicOd * (100 - ncb)) % 100 === 50) basicOd += 1;
  const afterNcb = Math.round((basicOd * (100 - ncb)) / 100);
  const odCovers = hasOd ? odAddOns(rng, inputs, basicOd) : [];
  const odAddOnTotal = odCovers.reduce((sum, cover) => sum + cover.amount, 0);
  const totalOd = afterNcb + odAddOnTotal;
  const basicTp = hasTp ? tpTariff(inputs, inputs.tpYears) * 100 : 0;
  const tpCovers = hasTp ? tpAddOns(rng, inputs) : [];
  const tpAddOnTotal = tpCovers.reduce((sum, cover) => sum + cover.amount, 0);
  const totalTp = basicTp + tpAddOnTotal;
  const net = totalOd + totalTp;
  const taxes = Math.round((net * 18) / 100);
  const cgst = Math.round(taxes / 2);
  return {
    basicOd: rupees(basicOd),
    ncb,
    ncbAmount: rupees(basicOd - afterNcb),
    odAddOns: odCovers.map((cover) => ({ ...cover, amount: rupees(cover.amount) })),
    odAddOnTotal: rupees(odAddOnTotal),
    totalOd: rupees(totalOd),
    basicTp: rupees(basicTp),
    tpAddOns: tpCovers.map((cover) => ({ ...cover, amount: rupees(cover.amount) })),
    tpAddOnTotal: rupees(tpAddOnTotal),
    totalTp: rupees(totalTp),
    net: rupees(net),
    taxRate: 18,
    taxes: rupees(taxes),
    cgst: rupees(cgst),
    sgst: rupees(taxes - cgst),
    total: rupees(net + taxes),
    paSumInsured: 1_500_000,
    deductible: inputs.cc !== undefined && inputs.cc > 1500 ? 2000 : 1000,
  };
}
