/**
 * Motor policies that look like an Indian brokerage's book: Indian names and addresses (faker's
 * en_IN data), the cars India buys, RTO-coded registration numbers, IDV falling with age, OD
 * premium after NCB plus add-ons, IRDAI-style TP premium by engine size, 18 % GST, and commission
 * percentages within usual ranges. Deterministic for a given seed. For demos and benchmarks only.
 */
import { fakerEN_IN as faker } from '@faker-js/faker';
import { computeCommission } from '../../../resources/motorPolicies/commission';

const MAKES: Record<string, { models: string[]; price: number; cc: number; fuel: string[] }> = {
  'Maruti Suzuki': { models: ['Swift VXI', 'Baleno Zeta', 'Dzire ZXI', 'Brezza LXI', 'Ertiga VXI', 'Alto K10 LXI', 'WagonR VXI'], price: 750_000, cc: 1197, fuel: ['Petrol', 'Petrol', 'CNG'] },
  Hyundai: { models: ['Creta SX', 'i20 Asta', 'Venue S', 'Verna SX', 'Grand i10 Nios Sportz'], price: 1_000_000, cc: 1497, fuel: ['Petrol', 'Diesel'] },
  Tata: { models: ['Nexon XM', 'Punch Adventure', 'Tiago XZ', 'Altroz XZ', 'Harrier XZA', 'Nexon EV Max'], price: 900_000, cc: 1199, fuel: ['Petrol', 'Diesel', 'Electric'] },
  Mahindra: { models: ['XUV700 AX7', 'Scorpio-N Z8', 'Thar LX', 'XUV300 W8', 'Bolero B6'], price: 1_500_000, cc: 2184, fuel: ['Diesel', 'Diesel', 'Petrol'] },
  Honda: { models: ['City VX', 'Amaze S', 'Elevate ZX'], price: 1_100_000, cc: 1498, fuel: ['Petrol', 'Diesel'] },
  Toyota: { models: ['Innova Crysta GX', 'Fortuner 4x2', 'Glanza G', 'Urban Cruiser Hyryder V'], price: 2_000_000, cc: 2393, fuel: ['Diesel', 'Petrol', 'Hybrid'] },
  Kia: { models: ['Seltos HTX', 'Sonet HTK+', 'Carens Prestige'], price: 1_200_000, cc: 1493, fuel: ['Petrol', 'Diesel'] },
  MG: { models: ['Hector Sharp', 'Astor Savvy', 'ZS EV Exclusive'], price: 1_700_000, cc: 1451, fuel: ['Petrol', 'Electric'] },
  Renault: { models: ['Kwid RXT', 'Kiger RXZ', 'Triber RXZ'], price: 600_000, cc: 999, fuel: ['Petrol'] },
  Skoda: { models: ['Kushaq Style', 'Slavia Ambition'], price: 1_400_000, cc: 1498, fuel: ['Petrol'] },
};
const MAKE_WEIGHTS: [string, number][] = [
  ['Maruti Suzuki', 40], ['Hyundai', 15], ['Tata', 13], ['Mahindra', 10], ['Honda', 5],
  ['Toyota', 6], ['Kia', 5], ['MG', 2], ['Renault', 2], ['Skoda', 2],
];
const RTO_STATES: [string, number][] = [
  ['MH', 50], ['DL', 13], ['KA', 70], ['TN', 99], ['GJ', 38], ['UP', 95], ['TS', 38], ['RJ', 58],
  ['WB', 98], ['KL', 86], ['HR', 99], ['PB', 99], ['MP', 71], ['AP', 40],
];
const INSURERS = [
  'Bharat Shield General Insurance Co. Ltd.', 'Himalaya General Insurance Company Ltd.',
  'Ganga Mutual General Insurance Company Limited', 'Sahyadri General Assurance Ltd.',
  'Deccan Star General Insurance Co. Ltd.', 'Narmada General Insurance Ltd.', 'Konark Motor Insurance Co. Ltd.',
];
const BROKER_NAMES = [
  'Suraksha Insurance Brokers', 'Nirbhay Risk Advisors', 'Kavach Broking', 'Raksha Insurance Services',
  'Sanjeevani Risk Managers', 'Aashray Insurance Brokers', 'Dhruv Policy Advisors', 'Vishwas Insurance Brokers',
  'Sahayak Risk Solutions', 'Abhay Insurance Consultants', 'Pragati Insurance Brokers', 'Samriddhi Risk Advisors',
  'Jeevan Suraksha Brokers', 'Surya Insurance Services', 'Tarang Risk Managers', 'Udaan Insurance Brokers',
  'Vayu Policy Services', 'Yash Insurance Advisors', 'Nandi Risk Consultants', 'Akshay Insurance Brokers',
];
const NCB_STEPS = [0, 20, 25, 35, 45, 50];
const ADD_ONS = [0, 0, 850, 1777, 2450, 3666, 4990];

/** A small fast PRNG (mulberry32) so a million rows take seconds, not minutes. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: readonly [T, number][]) => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) if ((roll -= weight) < 0) return item;
    return items[items.length - 1][0];
  };
  return { next, int, pick, weighted };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const rupees = (value: number) => Math.round(value * 100) / 100;
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Pools of faker's Indian names and places, drawn from per row (faker per row would be slow). */
function pools(seed: number) {
  faker.seed(seed);
  const take = <T>(count: number, make: () => T) => Array.from({ length: count }, make);
  return {
    firstNames: take(400, () => faker.person.firstName()),
    lastNames: take(200, () => faker.person.lastName()),
    streets: take(500, () => faker.location.street()),
    cities: take(300, () => faker.location.city()),
    states: take(60, () => faker.location.state()),
    domains: ['gmail.com', 'yahoo.co.in', 'hotmail.com', 'rediffmail.com', 'outlook.com'],
  };
}

/**
 * `count` policies in API shape (rupees, ISO dates), created one after another between `from` and
 * `to`, so their creation order is their insertion order.
 */
export function* fakePolicies(count: number, options: { seed?: number; from?: Date; to?: Date; numberOffset?: number } = {}) {
  const seed = options.seed ?? 20_24;
  const random = randomSource(seed);
  const names = pools(seed);
  const to = options.to ?? new Date();
  const from = options.from ?? new Date(to.getTime() - 5 * 365 * 86_400_000);
  const step = (to.getTime() - from.getTime()) / Math.max(count, 1);
  const brokers = BROKER_NAMES.map((name, index): [{ name: string; code: string; email: string }, number] => [
    { name: `${name} Pvt. Ltd.`, code: `BRK-${10_000 + index * 373}`, email: `ops@${name.split(' ')[0].toLowerCase()}broking.in` },
    1 / (index + 1),
  ]);

  for (let i = 0; i < count; i++) {
    const createdAt = new Date(from.getTime() + i * step);
    const make = random.weighted(MAKE_WEIGHTS);
    const car = MAKES[make];
    const age = random.int(0, 12);
    const businessType = age === 0 ? 'New' : random.weighted([['Renewal', 55], ['Rollover', 30], ['Used', 15]] as [string, number][]);
    const policyType = random.weighted([['Comprehensive', 70], ['Third Party', 20], ['Standalone OD', 10]] as [string, number][]);
    const start = addDays(createdAt, random.int(0, 20));
    const end = addDays(start, 364);
    const issue = addDays(start, -random.int(0, 5));
    const year = start.getUTCFullYear() - age;
    const fuel = random.pick(car.fuel);
    const cc = fuel === 'Electric' ? 0 : car.cc + random.int(-2, 2) * 100;
    const idv = Math.round((car.price * (1 - Math.min(age, 10) * 0.08)) / 100) * 100;
    const hasOd = policyType !== 'Third Party';
    const hasTp = policyType !== 'Standalone OD';
    const ncb = businessType === 'New' ? 0 : random.pick(NCB_STEPS);
    const basicOd = hasOd ? rupees(idv * (0.018 + random.next() * 0.012)) : 0;
    const odAddOns = hasOd ? random.pick(ADD_ONS) : 0;
    const totalOd = rupees(basicOd * (1 - ncb / 100) + odAddOns);
    const basicTp = hasTp ? (cc === 0 ? 1780 : cc < 1000 ? 2094 : cc <= 1500 ? 3416 : 7897) : 0;
    const tpAddOns = hasTp && random.next() < 0.6 ? 375 : 0;
    const totalTp = basicTp + tpAddOns;
    const net = rupees(totalOd + totalTp);
    const taxes = rupees(net * 0.18);
    const state = random.weighted(RTO_STATES.map(([code, rtos]) => [[code, rtos] as const, rtos]));
    const rto = `${state[0]}${String(random.int(1, state[1])).padStart(2, '0')}`;
    const vehicleNumber = `${rto}${random.pick(letters.split(''))}${random.pick(letters.split(''))}${random.int(1, 9999).toString().padStart(4, '0')}`;
    const firstName = random.pick(names.firstNames);
    const lastName = random.pick(names.lastNames);
    const broker = random.weighted(brokers);
    const sequence = (options.numberOffset ?? 0) + i + 1;
    const previousEnd = addDays(start, -1);
    const receivableOd = hasOd ? random.int(1000, 3000) / 100 : 0;
    const payableOd = hasOd ? rupees(receivableOd * (0.5 + random.next() * 0.4)) : 0;
    const receivableTp = hasTp ? random.int(0, 500) / 100 : 0;
    const payableTp = hasTp ? rupees(receivableTp * 0.5) : 0;

    const policy: Record<string, unknown> = {
      policy_number: random.pick([
        () => `OG-${String(start.getUTCFullYear()).slice(2)}-1901-1801-${String(sequence).padStart(8, '0')}`,
        () => `${3001 + (sequence % 7)}/${String(sequence).padStart(9, '0')}/00/000`,
        () => `P${String(sequence).padStart(10, '0')}`,
      ])(),
      business_type: businessType,
      policy_type: policyType,
      sum_insured: idv,
      customer_name: `${firstName} ${lastName}`,
      customer_phone: `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
      customer_email: `${firstName}.${lastName}${random.int(1, 99)}@${random.pick(names.domains)}`.toLowerCase(),
      customer_address: `${random.int(1, 999)}, ${random.pick(names.streets)}, ${random.pick(names.cities)}, ${random.pick(names.states)} - ${random.int(110_001, 855_999)}`,
      make,
      model: random.pick(car.models),
      manufacturing_year: year,
      vehicle_number: vehicleNumber,
      rto_code: rto,
      vehicle_idv: idv,
      seating_capicity: random.pick([5, 5, 5, 7]),
      engine_number: `${random.int(1, 9)}${random.pick(letters.split(''))}${random.int(10_000_000, 99_999_999)}`,
      chasis_number: `MA${random.int(1, 9)}${random.pick(letters.split(''))}${random.int(100_000, 999_999)}${random.pick(letters.split(''))}${random.int(100_000, 999_999)}`,
      fuel_type: fuel,
      gross_vehicle_weight: null,
      cc,
      registration_date: iso(new Date(Date.UTC(year, random.int(0, 11), random.int(1, 28)))),
      start_date: iso(start),
      end_date: iso(end),
      issue_date: iso(issue),
      od_start_date: iso(start),
      od_end_date: iso(end),
      tp_start_date: iso(start),
      tp_end_date: iso(businessType === 'New' ? addDays(start, 3 * 365 - 1) : end),
      basic_od_premium: basicOd,
      total_od_add_on_premium: odAddOns,
      ncb,
      total_od_premium: totalOd,
      basic_tp_premium: basicTp,
      total_tp_add_on_premium: tpAddOns,
      total_tp_premium: totalTp,
      gross_discount: 0,
      net_premium: net,
      taxes_rate: 18,
      taxes,
      total_premium: rupees(net + taxes),
      commission_receivable_od: receivableOd,
      commission_receivable_tp: receivableTp,
      commission_payable_od: payableOd,
      commission_payable_tp: payableTp,
      previous_insurer_name: businessType === 'New' ? null : random.pick(INSURERS),
      previous_policy_number: businessType === 'New' ? null : `${random.int(10_000_000, 99_999_999)}/${random.int(10, 99)}/${random.int(1000, 9999)}`,
      previous_policy_end_date: businessType === 'New' ? null : iso(previousEnd),
      prev_policy_expiry: businessType === 'New' ? null : iso(previousEnd),
      previous_ncb: businessType === 'New' ? null : Math.max(0, ncb - 5),
      broker_name: broker.name,
      broker_email: broker.email,
      broker_code: broker.code,
    };
    Object.assign(policy, computeCommission(policy));
    yield { policy, createdAt: createdAt.toISOString() };
  }
}
