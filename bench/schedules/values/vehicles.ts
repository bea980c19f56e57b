/** Private cars as Indian schedules describe them, and their registration, chassis and engine numbers. */
import type { Random } from '../random';
import type { Place } from './people';

export type Fuel = 'Petrol' | 'Diesel' | 'CNG' | 'LPG' | 'Electric' | 'Hybrid';

interface Model {
  name: string;
  variants: readonly string[];
  /** Cubic capacity by fuel; electric cars carry their motor's kW instead. */
  engines: Partial<Record<Fuel, number>>;
  seats: number;
  /** Ex-showroom price in lakh rupees. */
  price: number;
  body: string;
}

interface Make {
  /** The ways schedules print the make. */
  names: readonly string[];
  /** World manufacturer identifier: the first three characters of the VIN. */
  wmi: string;
  enginePrefixes: readonly string[];
  models: readonly Model[];
}

const MAKES: readonly Make[] = [
  {
    names: ['Maruti Suzuki', 'Maruti', 'MARUTI SUZUKI INDIA LTD'],
    wmi: 'MA3',
    enginePrefixes: ['K12M', 'K12N', 'K15B', 'K15C', 'K10C'],
    models: [
      { name: 'Swift', variants: ['LXI', 'VXI', 'ZXI', 'ZXI+ AMT'], engines: { Petrol: 1197, CNG: 1197 }, seats: 5, price: 7, body: 'Hatchback' },
      { name: 'Baleno', variants: ['Delta', 'Zeta', 'Alpha'], engines: { Petrol: 1197, CNG: 1197 }, seats: 5, price: 8, body: 'Hatchback' },
      { name: 'Dzire', variants: ['VXI', 'ZXI', 'Tour S'], engines: { Petrol: 1197, CNG: 1197 }, seats: 5, price: 7.5, body: 'Sedan' },
      { name: 'Ertiga', variants: ['VXI', 'ZXI', 'ZXI+'], engines: { Petrol: 1462, CNG: 1462 }, seats: 7, price: 10.5, body: 'MUV' },
      { name: 'Brezza', variants: ['LXI', 'VXI', 'ZXI+'], engines: { Petrol: 1462 }, seats: 5, price: 11, body: 'SUV' },
      { name: 'Wagon R', variants: ['LXI', 'VXI', 'ZXI 1.2'], engines: { Petrol: 998, CNG: 998 }, seats: 5, price: 5.8, body: 'Hatchback' },
      { name: 'Alto K10', variants: ['STD', 'LXI', 'VXI'], engines: { Petrol: 998, CNG: 998 }, seats: 5, price: 4.3, body: 'Hatchback' },
      { name: 'Grand Vitara', variants: ['Delta', 'Zeta+ Hybrid', 'Alpha+'], engines: { Petrol: 1462, Hybrid: 1490 }, seats: 5, price: 15, body: 'SUV' },
    ],
  },
  {
    names: ['Hyundai', 'HYUNDAI MOTOR INDIA', 'Hyundai Motors'],
    wmi: 'MAL',
    enginePrefixes: ['G4LA', 'G4FL', 'D4FE', 'G3LE'],
    models: [
      { name: 'i20', variants: ['Magna', 'Sportz', 'Asta (O)'], engines: { Petrol: 1197 }, seats: 5, price: 8.5, body: 'Hatchback' },
      { name: 'Creta', variants: ['E', 'S', 'SX', 'SX (O)'], engines: { Petrol: 1497, Diesel: 1493 }, seats: 5, price: 14, body: 'SUV' },
      { name: 'Venue', variants: ['S', 'SX', 'S(O) Turbo'], engines: { Petrol: 1197, Diesel: 1493 }, seats: 5, price: 10, body: 'SUV' },
      { name: 'Verna', variants: ['EX', 'SX', 'SX(O)'], engines: { Petrol: 1497 }, seats: 5, price: 13, body: 'Sedan' },
      { name: 'Grand i10 Nios', variants: ['Era', 'Magna', 'Sportz CNG'], engines: { Petrol: 1197, CNG: 1197 }, seats: 5, price: 6.5, body: 'Hatchback' },
      { name: 'Exter', variants: ['EX', 'S', 'SX'], engines: { Petrol: 1197, CNG: 1197 }, seats: 5, price: 7, body: 'SUV' },
    ],
  },
  {
    names: ['Tata', 'Tata Motors', 'TATA MOTORS LTD'],
    wmi: 'MAT',
    enginePrefixes: ['RVTRN', '15BRTQ', 'KRYTC', 'EVMTR'],
    models: [
      { name: 'Nexon', variants: ['XM', 'XZ+', 'Creative', 'Fearless+'], engines: { Petrol: 1199, Diesel: 1497 }, seats: 5, price: 10.5, body: 'SUV' },
      { name: 'Nexon EV', variants: ['Creative', 'Empowered', 'Long Range'], engines: { Electric: 106 }, seats: 5, price: 15, body: 'SUV' },
      { name: 'Punch', variants: ['Pure', 'Adventure', 'Accomplished'], engines: { Petrol: 1199, CNG: 1199 }, seats: 5, price: 7, body: 'SUV' },
      { name: 'Tiago', variants: ['XE', 'XT', 'XZ+ iCNG'], engines: { Petrol: 1199, CNG: 1199 }, seats: 5, price: 6, body: 'Hatchback' },
      { name: 'Altroz', variants: ['XE', 'XM+', 'XZ'], engines: { Petrol: 1199, Diesel: 1497 }, seats: 5, price: 8, body: 'Hatchback' },
      { name: 'Harrier', variants: ['Smart', 'Pure', 'Adventure+'], engines: { Diesel: 1956 }, seats: 5, price: 19, body: 'SUV' },
    ],
  },
  {
    names: ['Mahindra', 'Mahindra & Mahindra', 'MAHINDRA AND MAHINDRA LTD'],
    wmi: 'MA1',
    enginePrefixes: ['ZTN4', 'MHWK', 'MSTLN', 'ZWD4'],
    models: [
      { name: 'XUV700', variants: ['MX', 'AX5', 'AX7 L'], engines: { Petrol: 1997, Diesel: 2184 }, seats: 7, price: 20, body: 'SUV' },
      { name: 'Scorpio-N', variants: ['Z4', 'Z6', 'Z8 L'], engines: { Petrol: 1997, Diesel: 2184 }, seats: 7, price: 18, body: 'SUV' },
      { name: 'Thar', variants: ['AX (O)', 'LX Hard Top'], engines: { Petrol: 1997, Diesel: 2184 }, seats: 4, price: 15, body: 'SUV' },
      { name: 'XUV 3XO', variants: ['MX1', 'AX5', 'AX7'], engines: { Petrol: 1197, Diesel: 1497 }, seats: 5, price: 11, body: 'SUV' },
      { name: 'Bolero Neo', variants: ['N4', 'N10'], engines: { Diesel: 1493 }, seats: 7, price: 10, body: 'SUV' },
      { name: 'XUV400', variants: ['EC Pro', 'EL Pro'], engines: { Electric: 110 }, seats: 5, price: 17, body: 'SUV' },
    ],
  },
  {
    names: ['Honda', 'Honda Cars', 'HONDA CARS INDIA LTD'],
    wmi: 'MAK',
    enginePrefixes: ['L15Z', 'L12B', 'N15A'],
    models: [
      { name: 'City', variants: ['V', 'VX', 'ZX CVT', 'e:HEV ZX'], engines: { Petrol: 1498, Hybrid: 1498 }, seats: 5, price: 13, body: 'Sedan' },
      { name: 'Amaze', variants: ['S', 'VX', 'VX CVT'], engines: { Petrol: 1199 }, seats: 5, price: 8, body: 'Sedan' },
      { name: 'Elevate', variants: ['SV', 'V', 'ZX'], engines: { Petrol: 1498 }, seats: 5, price: 13.5, body: 'SUV' },
    ],
  },
  {
    names: ['Toyota', 'Toyota Kirloskar', 'TOYOTA KIRLOSKAR MOTOR'],
    wmi: 'MBJ',
    enginePrefixes: ['2GD', 'M20A', 'K15C'],
    models: [
      { name: 'Innova Crysta', variants: ['GX', 'VX', 'ZX'], engines: { Diesel: 2393 }, seats: 7, price: 22, body: 'MUV' },
      { name: 'Innova Hycross', variants: ['G', 'VX Hybrid', 'ZX(O) Hybrid'], engines: { Petrol: 1987, Hybrid: 1987 }, seats: 7, price: 25, body: 'MUV' },
      { name: 'Glanza', variants: ['E', 'S', 'G', 'V'], engines: { Petrol: 1197, CNG: 1197 }, seats: 5, price: 8, body: 'Hatchback' },
      { name: 'Urban Cruiser Hyryder', variants: ['E', 'S', 'V Hybrid'], engines: { Petrol: 1462, Hybrid: 1490 }, seats: 5, price: 15, body: 'SUV' },
      { name: 'Fortuner', variants: ['4X2 AT', '4X4 MT', 'Legender'], engines: { Diesel: 2755 }, seats: 7, price: 38, body: 'SUV' },
    ],
  },
  {
    names: ['Kia', 'Kia India', 'KIA INDIA PVT LTD'],
    wmi: 'MZB',
    enginePrefixes: ['G4FL', 'D4FE', 'G3LF'],
    models: [
      { name: 'Seltos', variants: ['HTE', 'HTK+', 'GTX+'], engines: { Petrol: 1497, Diesel: 1493 }, seats: 5, price: 14, body: 'SUV' },
      { name: 'Sonet', variants: ['HTE', 'HTK+', 'GTX+'], engines: { Petrol: 1197, Diesel: 1493 }, seats: 5, price: 10, body: 'SUV' },
      { name: 'Carens', variants: ['Premium', 'Prestige', 'Luxury Plus'], engines: { Petrol: 1497, Diesel: 1493 }, seats: 7, price: 14, body: 'MUV' },
    ],
  },
  {
    names: ['Skoda', 'Skoda Auto', 'SKODA AUTO VOLKSWAGEN INDIA'],
    wmi: 'MEX',
    enginePrefixes: ['DKL', 'DLA', 'DHZ'],
    models: [
      { name: 'Slavia', variants: ['Active', 'Ambition', 'Style 1.5 TSI'], engines: { Petrol: 999 }, seats: 5, price: 13, body: 'Sedan' },
      { name: 'Kushaq', variants: ['Active', 'Ambition', 'Monte Carlo'], engines: { Petrol: 999 }, seats: 5, price: 14, body: 'SUV' },
    ],
  },
  {
    names: ['Renault', 'RENAULT INDIA'],
    wmi: 'MEE',
    enginePrefixes: ['B4D', 'HR10', 'H4K'],
    models: [
      { name: 'Kwid', variants: ['RXE', 'RXL(O)', 'Climber'], engines: { Petrol: 999 }, seats: 5, price: 5, body: 'Hatchback' },
      { name: 'Kiger', variants: ['RXE', 'RXT', 'RXZ Turbo'], engines: { Petrol: 999 }, seats: 5, price: 8, body: 'SUV' },
      { name: 'Triber', variants: ['RXE', 'RXT', 'RXZ'], engines: { Petrol: 999, LPG: 999 }, seats: 7, price: 7, body: 'MUV' },
    ],
  },
  {
    names: ['MG', 'MG Motor', 'MG MOTOR INDIA'],
    wmi: 'MZ7',
    enginePrefixes: ['15S4C', 'HZL', 'TMSR'],
    models: [
      { name: 'Hector', variants: ['Style', 'Smart Pro', 'Sharp Pro'], engines: { Petrol: 1451, Diesel: 1956 }, seats: 5, price: 18, body: 'SUV' },
      { name: 'ZS EV', variants: ['Executive', 'Excite Pro', 'Essence'], engines: { Electric: 130 }, seats: 5, price: 20, body: 'SUV' },
      { name: 'Comet EV', variants: ['Pace', 'Play', 'Plush'], engines: { Electric: 31 }, seats: 4, price: 7, body: 'Hatchback' },
    ],
  },
];

export interface Vehicle {
  make: string;
  model: string;
  variant: string;
  fuel: Fuel;
  /** Cubic capacity; absent for electric cars. */
  cc?: number;
  kw?: number;
  seats: number;
  body: string;
  price: number;
  wmi: string;
  enginePrefix: string;
}

export function drawVehicle(rng: Random): Vehicle {
  const make = rng.pick(MAKES);
  const model = rng.pick(make.models);
  const fuels = Object.keys(model.engines) as Fuel[];
  // Most cars are petrol or diesel: a CNG or hybrid version is drawn less often.
  const fuel = rng.weighted(fuels.map((f) => [f, f === 'Petrol' || f === 'Diesel' || fuels.length === 1 ? 3 : 1] as const));
  const capacity = model.engines[fuel]!;
  return {
    make: rng.pick(make.names),
    model: model.name,
    variant: rng.pick(model.variants),
    fuel,
    cc: fuel === 'Electric' ? undefined : capacity,
    kw: fuel === 'Electric' ? capacity : undefined,
    seats: model.seats,
    body: model.body,
    price: model.price,
    wmi: make.wmi,
    enginePrefix: rng.pick(make.enginePrefixes),
  };
}

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** A 17-character VIN: WMI, five descriptor characters, a check character, model year, plant, serial. */
export function drawChassisNumber(rng: Random, wmi: string, year: number): string {
  const characters = (count: number) => Array.from({ length: count }, () => rng.pick([...VIN_CHARACTERS])).join('');
  const yearCode = VIN_YEAR_CODES[(year - 2010 + 30) % 30];
  return `${wmi}${characters(5)}${rng.pick([...'0123456789X'])}${yearCode}${rng.pick([...'ABCDGKLMNS'])}${String(rng.int(0, 999_999)).padStart(6, '0')}`;
}

export function drawEngineNumber(rng: Random, prefix: string): string {
  const letters = () => String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25));
  return rng.pick([
    `${prefix}${letters()}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
    `${prefix}${String(rng.int(0, 999_999)).padStart(6, '0')}`,
    `${prefix}-${letters()}${String(rng.int(0, 99_999)).padStart(5, '0')}`,
  ]);
}

/** A registration number, compact upper case ("MH12AB1234", "DL3CAB1234", "22BH1234AB"). */
export function drawRegistration(rng: Random, place: Place, registrationYear: number): string {
  const letter = () => String.fromCharCode(65 + rng.pick([...Array(26).keys()].filter((i) => i !== 8 && i !== 14)));
  if (rng.chance(0.05) && registrationYear >= 2021) return `${String(registrationYear % 100).padStart(2, '0')}BH${rng.int(1000, 9999)}${letter()}${letter()}`;
  const series = rng.chance(0.85) ? `${letter()}${letter()}` : letter();
  return `${place.regState}${rng.pick(place.rtos)}${series}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}
