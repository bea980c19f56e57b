/** Draws the facts of one policy: what a schedule prints, before any formatting. */
import type { Random } from '../random';
import { addDays, addYears, yearOf } from './dates';
import { BROKERS, FINANCIERS, INSURERS, PLACES, RELATIONS, drawAddress, drawEmail, drawMobile, drawPerson, type Address, type Person, type Place } from './people';
import { drawPremium, type PolicyType, type Premium } from './premium';
import { drawChassisNumber, drawEngineNumber, drawRegistration, drawVehicle, type Vehicle } from './vehicles';

export { addressText, fullName } from './people';

export type BusinessType = 'New' | 'Renewal' | 'Rollover';

export interface Period {
  start: string;
  end: string;
}

export interface ScheduleValues {
  insurer: string;
  policyType: PolicyType;
  businessType: BusinessType;
  policyNumber: string;
  issueDate: string;
  period: Period;
  /** This policy's own-damage and third-party periods (absent when it has no such cover). */
  od?: Period;
  tp?: Period;
  customer: { person: Person; phone: string; email: string; address: Address };
  vehicle: Vehicle & { number: string; year: number; month: number; registrationDate: string; engineNumber: string; chassisNumber: string; colour: string; rtoCity: string; batteryKwh?: number };
  idv: { vehicle: number; electrical: number; nonElectrical: number; cng: number; total: number };
  premium: Premium;
  previous?: { insurer: string; policyNumber: string; start: string; end: string; ncb: number; claimed: boolean };
  /** Another car's registration: the one a transferred NCB was earned on (a distractor). */
  otherVehicleNumber: string;
  /** A standalone OD policy leans on a third-party policy bought elsewhere: its details are distractors. */
  activeTp?: { insurer: string; policyNumber: string; end: string };
  broker: { name: string; code: string; email: string; phone: string; licenceExpiry: string };
  nominee: { name: string; relation: string; age: number };
  other: { receiptNumber: string; receiptDate: string; coverNote: string; proposalNumber: string; proposalDate: string; customerId: string; financier?: string; branch: string };
}

/** Patterns a family prints its numbers in: 9 a digit, A a letter, X a letter or digit, {YYYY}/{YY} the start year. */
export interface NumberPatterns {
  policyNumber: string;
  brokerCode: string;
  receipt: string;
}

const PREVIOUS_POLICY_PATTERNS = ['9999/99999999/99/999', 'P99999999999999', 'OG-{YY}-9999-9999-99999999', '99999999999999', 'MOT-{YYYY}-9999999', '9999999999-99', 'VPC9999999999', '99/9999/99999999/{YY}'];

export function fillPattern(rng: Random, pattern: string, start: string): string {
  const year = start.slice(0, 4);
  return pattern
    .replace('{YYYY}', year)
    .replace('{YY}', year.slice(2))
    .replace(/[9AX]/g, (token) => {
      if (token === '9') return String(rng.int(0, 9));
      const letter = String.fromCharCode(65 + rng.int(0, 25));
      return token === 'A' || rng.chance(0.5) ? letter : String(rng.int(0, 9));
    });
}

const NCB_SLABS = [0, 20, 25, 35, 45, 50];
const nextNcb = (ncb: number) => NCB_SLABS[Math.min(NCB_SLABS.indexOf(ncb) + 1, NCB_SLABS.length - 1)];

function depreciation(ageYears: number, rng: Random): number {
  if (ageYears < 1) return 0.05;
  return [0.15, 0.2, 0.3, 0.4, 0.5][ageYears - 1] ?? rng.int(55, 70) / 100;
}

/** The third-party cover a standalone OD policy needs in force: the new car's 3-year cover, or a later yearly one. */
function activeTpEnd(registrationDate: string, start: string, rng: Random): string {
  const bundleEnd = addDays(addYears(registrationDate, 3), -1);
  return bundleEnd > start ? bundleEnd : addDays(start, rng.int(30, 360));
}

export function drawValues(rng: Random, insurer: string, patterns: NumberPatterns): ScheduleValues {
  const policyType = rng.weighted([['Comprehensive', 70], ['Standalone OD', 18], ['Third Party', 12]] as const);
  const businessType: BusinessType = policyType === 'Comprehensive' && rng.chance(0.2) ? 'New' : rng.chance(0.4) ? 'Renewal' : 'Rollover';
  const vehicle = drawVehicle(rng);
  // Electric and hybrid cars are recent models in India.
  const oldest = policyType === 'Standalone OD' || vehicle.fuel === 'Electric' || vehicle.fuel === 'Hybrid' ? 4 : 12;
  const ageYears = businessType === 'New' ? 0 : rng.int(1, oldest);

  const start = addDays('2023-04-01', rng.int(0, 1095));
  const end = addDays(addYears(start, 1), -1);
  const issueDate = addDays(start, -(businessType === 'Renewal' ? rng.int(0, 25) : rng.int(0, 3)));
  const registrationDate = businessType === 'New' ? addDays(start, -rng.int(0, 7)) : addDays(addYears(start, -ageYears), -rng.int(0, 40));
  const registrationYear = yearOf(registrationDate);
  const month = Number(registrationDate.slice(5, 7));
  const year = month <= 3 && rng.chance(0.5) ? registrationYear - 1 : registrationYear;

  const place = rng.pick(PLACES);
  const registrationPlace: Place = rng.chance(0.85) ? place : rng.pick(PLACES);
  const person = drawPerson(rng);

  const vehicleIdv = Math.round((vehicle.price * 100_000 * (1 - depreciation(ageYears, rng)) * rng.int(95, 105)) / 100 / 100) * 100;
  const electrical = rng.chance(0.15) ? rng.int(10, 50) * 1000 : 0;
  const nonElectrical = rng.chance(0.1) ? rng.int(5, 30) * 1000 : 0;
  const cng = (vehicle.fuel === 'CNG' || vehicle.fuel === 'LPG') && rng.chance(0.4) ? rng.int(20, 45) * 1000 : 0;

  const previousInsurer = businessType === 'Renewal' ? insurer : rng.pick(INSURERS.filter((name) => name !== insurer));
  const previousEnd = addDays(start, -(businessType === 'Rollover' && rng.chance(0.15) ? rng.int(2, 20) : 1));
  const previousNcb = rng.pick(NCB_SLABS);
  const claimed = rng.chance(0.15);
  const previous =
    businessType === 'New'
      ? undefined
      : {
          insurer: previousInsurer,
          policyNumber: fillPattern(rng, rng.pick(PREVIOUS_POLICY_PATTERNS), addYears(start, -1)),
          start: addDays(addYears(previousEnd, -1), 1),
          end: previousEnd,
          ncb: previousNcb,
          claimed,
        };
  const ncb = previous && !claimed ? nextNcb(previous.ncb) : 0;

  const tpYears = businessType === 'New' ? 3 : 1;
  const premium = drawPremium(rng, {
    policyType,
    idv: vehicleIdv + electrical + nonElectrical + cng,
    accessoryIdv: { electrical, cng },
    ncb,
    ageYears,
    cc: vehicle.cc,
    kw: vehicle.kw,
    fuel: vehicle.fuel,
    seats: vehicle.seats,
    tpYears,
  });

  const broker = rng.pick(BROKERS);
  const nomineePerson = drawPerson(rng);
  const nominee = rng.pick(RELATIONS);
  return {
    insurer,
    policyType,
    businessType,
    policyNumber: fillPattern(rng, patterns.policyNumber, start),
    issueDate,
    period: { start, end },
    od: policyType === 'Third Party' ? undefined : { start, end },
    tp: policyType === 'Standalone OD' ? undefined : { start, end: addDays(addYears(start, tpYears), -1) },
    customer: { person, phone: drawMobile(rng), email: drawEmail(rng, person), address: drawAddress(rng, place) },
    vehicle: {
      ...vehicle,
      number: drawRegistration(rng, registrationPlace, registrationYear),
      year,
      month: month <= 3 && year < registrationYear ? rng.int(9, 12) : rng.int(1, month),
      registrationDate,
      engineNumber: drawEngineNumber(rng, vehicle.enginePrefix),
      chassisNumber: drawChassisNumber(rng, vehicle.wmi, year),
      colour: rng.pick(['White', 'Pearl White', 'Silver', 'Grey', 'Red', 'Blue', 'Black', 'Brown']),
      rtoCity: registrationPlace.city,
      batteryKwh: vehicle.kw !== undefined ? rng.pick([30.2, 40.5, 39.2, 50.3, 17.3]) : undefined,
    },
    otherVehicleNumber: drawRegistration(rng, place, registrationYear - rng.int(3, 8)),
    idv: { vehicle: vehicleIdv, electrical, nonElectrical, cng, total: vehicleIdv + electrical + nonElectrical + cng },
    premium,
    previous,
    activeTp:
      policyType === 'Standalone OD'
        ? { insurer: rng.chance(0.5) ? previousInsurer : rng.pick(INSURERS), policyNumber: fillPattern(rng, rng.pick(PREVIOUS_POLICY_PATTERNS), start), end: activeTpEnd(registrationDate, start, rng) }
        : undefined,
    broker: {
      name: broker.name,
      code: fillPattern(rng, patterns.brokerCode, start),
      email: `${rng.pick(['support', 'care', 'service', 'motor', 'help'])}@${broker.domain}`,
      phone: rng.chance(0.5) ? drawMobile(rng) : `0${rng.pick(['22', '20', '80', '11', '44', '40'])}-${rng.int(2000, 6999)} ${rng.int(1000, 9999)}`,
      licenceExpiry: addDays('2026-01-01', rng.int(0, 1000)),
    },
    nominee: { name: `${nomineePerson.first} ${rng.chance(0.7) ? person.last : nomineePerson.last}`, relation: nominee.relation, age: rng.int(...nominee.ages) },
    other: {
      receiptNumber: fillPattern(rng, patterns.receipt, start),
      receiptDate: addDays(issueDate, -rng.int(1, 3)),
      coverNote: `CN${rng.int(10_000_000, 99_999_999)}`,
      proposalNumber: `PR${rng.int(100_000_000, 999_999_999)}`,
      proposalDate: addDays(issueDate, -rng.int(1, 4)),
      customerId: `C${rng.int(1_000_000, 9_999_999)}`,
      financier: rng.chance(0.3) ? rng.pick(FINANCIERS) : undefined,
      branch: rng.pick(PLACES).city,
    },
  };
}
