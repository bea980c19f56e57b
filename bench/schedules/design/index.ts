/**
 * A family is one insurer's template: every layout, wording and format choice, drawn from the
 * family seed alone. Documents of a family differ only in their values and in small things
 * (an optional field left out, a long address wrapping).
 */
import { DATE_FORMATS, type AmountFormat } from '../formats';
import {
  BROKER_SENTENCES,
  DATE_PAIR_WORDINGS,
  DISTRACTOR_WORDINGS,
  FIELD_WORDINGS,
  HEADING_WORDINGS,
  INTRO_SENTENCES,
  PREVIOUS_SENTENCES,
  TABLE_WORDINGS,
  TITLE_WORDINGS,
  chooseWording,
  encipher,
  type DatePairSlot,
  type DistractorSlot,
  type FieldSlot,
  type SectionId,
  type TableSlot,
} from '../lexicon';
import { random, type Random } from '../random';
import { isHeldBack, isUnknownWorded, UNKNOWN_WORDS_FROM } from '../seeds';
import { INSURERS } from '../values/people';
import { drawBands, drawPlacement, sectionOrder } from './placement';
import { OPTIONAL_PARTS, type FamilyDesign, type OptionalPart } from './types';

export * from './types';

const POLICY_NUMBER_PATTERNS = [
  '99999999999999',
  '9999/99999999/99/999',
  'P999999999999/99',
  'OG-{YY}-9999-9999-99999999',
  '99-9999-99999999-00',
  'VPC99999999999',
  'MOT/PC/{YYYY}/9999999',
  '1-AAAA9A9A',
  '3362/999999999/00/000',
  '99999/99/{YY}/999999',
  'AA/PC/99999999/{YYYY}',
  '999999999999999999',
  'M99999999',
  '0999999999-99',
  '{YYYY}-99-99999999',
  'PC{YY}99999999X9',
];
const BROKER_CODE_PATTERNS = ['BRK-99999', 'IMD9999999', 'DB-999/{YY}', '2000099999', 'BR999999', 'IRDAI/DB/999/99', 'AG99999XX', 'CB-99999'];
const RECEIPT_PATTERNS = ['RC999999999', 'R/{YY}/9999999', '99999999', 'RCT-9999-99999'];

/** Start and end times printed after a period's dates. */
const PERIOD_TIMES: readonly (readonly [string, string])[] = [
  ['00:00 Hrs', 'Midnight'],
  ['00:00 Hrs', '23:59 Hrs'],
  ['00:01 hrs', 'midnight'],
  ['(00:00 Hrs)', '(23:59 Hrs)'],
  ['12:00 AM', '11:59 PM'],
];
const PERIOD_JOINS = ['From {s} To {e}', '{s} to {e}', '{s} - {e}', 'From {s} to {e}', '{s} To {e}', '{s} TO {e}'];
const TIMED_JOINS = ['From {ts} of {s} to {te} of {e}', 'From {s} {ts} To {e} {te}', '{s} {ts} to {e} {te}'];

function drawAmountFormat(rng: Random): AmountFormat {
  const currency = rng.weighted([['', 9], ['Rs.', 4], ['₹', 4], ['INR', 2], ['Rs', 1]] as const);
  return {
    grouping: rng.weighted([['indian', 13], ['western', 4], ['none', 3]] as const),
    decimals: rng.chance(0.75) ? 'always' : 'whenPaise',
    currency,
    suffix: currency.startsWith('Rs') && rng.chance(0.4) ? '/-' : '',
    negative: rng.weighted([['minus', 5], ['parens', 3], ['minusSpaced', 2]] as const),
  };
}

const code = (rng: Random, length: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') => Array.from({ length }, () => rng.pick([...alphabet])).join('');

export function familyDesign(familySeed: number): FamilyDesign {
  // A family printed in unknown words is its layout family's design with every wording enciphered.
  const unknownWords = isUnknownWorded(familySeed);
  const layoutSeed = unknownWords ? familySeed - UNKNOWN_WORDS_FROM : familySeed;
  const heldBack = isHeldBack(layoutSeed);
  const rng = random('family', layoutSeed);
  const printed = <T>(wording: T): T => (unknownWords ? encipher(wording) : wording);
  const word = <T>(wordings: { shared: readonly T[]; heldBack: readonly T[] }, accept?: (wording: T) => boolean) => printed(chooseWording(rng, wordings, heldBack, accept));
  const insurer = rng.pick(INSURERS);
  const hindi = rng.weighted([['none', 14], ['slash', 4], ['above', 2]] as const);
  const columns = rng.chance(0.45) ? 2 : 1;
  const premiumStyle = rng.weighted([['matrix', 4], ['transposed', 2], ['amountList', 3], ['fields', 3]] as const);
  const period = { policy: rng.chance(0.45) ? 'split' : 'combined', odTp: rng.weighted([['none', 7], ['split', 5], ['combined', 4], ['table', 4]] as const), ownSection: rng.chance(0.3) } as const;
  const base = { full: drawPlacement(rng, false), half: drawPlacement(rng, true) };
  // Most sections share the template's placement; some are laid out differently.
  const basePlacement = (half: boolean) => (rng.chance(0.7) ? (half ? base.half : base.full) : drawPlacement(rng, half));
  const bands = drawBands(rng, sectionOrder(rng, period.ownSection), basePlacement, premiumStyle, columns);
  const date = rng.pick(DATE_FORMATS);
  const times = rng.chance(0.55) ? null : rng.pick(PERIOD_TIMES);
  const amount = drawAmountFormat(rng);
  const letter = rng.chance(0.22) ? { sentenceOnly: rng.chance(0.4) } : null;

  const wordings = Object.fromEntries(Object.entries(FIELD_WORDINGS).map(([slot, wordings]) => [slot, word(wordings)])) as Record<FieldSlot, string>;
  // With the accessories' IDV and the total printed, the field is the vehicle's own and must not say total.
  const breakdown = rng.chance(0.35);
  if (breakdown) wordings.vehicle_idv = word(FIELD_WORDINGS.vehicle_idv, (w) => !/total|sum insured/i.test(w));
  const makeModel = rng.weighted([['separate', 6], ['combined', 2], ['withVariant', 2]] as const);
  if (makeModel === 'withVariant') wordings.model = word(FIELD_WORDINGS.model, (w) => !/variant/i.test(w));

  const presence = Object.fromEntries(OPTIONAL_PARTS.map((part) => [part, 0])) as Record<OptionalPart, number>;
  const usually = (printedBy: number, perDocument = 1) => (rng.chance(printedBy) ? perDocument : 0);
  Object.assign(presence, {
    policy_type: usually(0.85),
    business_type: usually(0.7),
    issue_date: usually(0.92),
    customer_phone: usually(0.9, 0.95),
    customer_email: usually(0.8, 0.9),
    customer_address: usually(0.95),
    registration_date: usually(0.75),
    manufacturing_year: usually(0.9),
    fuel_type: usually(0.8),
    cc: usually(0.8),
    seating_capicity: usually(0.75),
    vehicle_idv: usually(0.95),
    previous: usually(0.75),
    previous_ncb: usually(0.8),
    broker: usually(0.8),
    broker_code: usually(0.85),
    broker_email: usually(0.6, 0.85),
  });

  const distractorSlots = Object.keys(DISTRACTOR_WORDINGS) as DistractorSlot[];
  const design: FamilyDesign = {
    seed: familySeed,
    heldBack,
    description: '',
    insurer,
    identity: {
      cin: `U66000${rng.pick(['MH', 'DL', 'KA', 'TN', 'GJ'])}${rng.int(2000, 2016)}PLC${rng.int(100000, 399999)}`,
      gstin: `${rng.pick(['27', '07', '29', '33', '24'])}AA${code(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${rng.int(1000, 9999)}${code(rng, 1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}1Z${code(rng, 1)}`,
      irdai: String(rng.int(102, 190)),
      uin: `IRDAN${rng.int(100, 199)}RP${String(rng.int(1, 99)).padStart(4, '0')}V0${rng.int(1, 3)}${rng.int(2018, 2022)}${rng.int(19, 23)}`,
      office: rng.pick(['Unit 501, Fifth Floor, Tower B, Commerz Park, Goregaon (E), Mumbai - 400063', '2nd Floor, Shakti Bhawan, Barakhamba Road, New Delhi - 110001', 'No. 44, Residency Road, Bengaluru - 560025', '7th Floor, Ceebros Centre, Anna Salai, Chennai - 600002', 'Plot C-12, G Block, Bandra Kurla Complex, Mumbai - 400051']),
      website: `www.${insurer.split(' ')[0].toLowerCase()}${rng.pick(['gi', 'insurance', 'general'])}.co.in`,
      tollFree: `1800 ${rng.int(100, 299)} ${rng.int(1000, 9999)}`,
      logo: rng.weighted([['none', 2], ['box', 2], ['circle', 1]] as const),
      headerAlign: rng.chance(0.6) ? 'left' : 'center',
    },
    patterns: { policyNumber: rng.pick(POLICY_NUMBER_PATTERNS), brokerCode: rng.pick(BROKER_CODE_PATTERNS), receipt: rng.pick(RECEIPT_PATTERNS) },
    page: {
      margin: rng.int(24, 46),
      fontSize: rng.pick([7, 7.5, 8, 8, 8.5, 9, 9.5]),
      lineSpacing: rng.int(120, 155) / 100,
      font: rng.weighted([['Helvetica', 11], ['Times', 3], ['Noto', 6]] as const),
      sectionGap: rng.int(6, 14),
      gutter: rng.int(14, 28),
    },
    accent: rng.pick([[0, 0, 0], [0.05, 0.2, 0.45], [0.45, 0.05, 0.1], [0.05, 0.35, 0.2], [0, 0.35, 0.4], [0.3, 0.3, 0.3]] as const),
    tableStyle: { borders: rng.weighted([['grid', 4], ['rules', 4], ['none', 2]] as const), shadedHeader: rng.chance(0.5), headersLeft: rng.chance(0.4) },
    text: {
      labelCase: rng.weighted([['asWritten', 11], ['upper', 5], ['title', 2], ['sentence', 2]] as const),
      labelBold: rng.chance(0.5),
      valueBold: rng.chance(0.2),
      valueUpper: rng.chance(0.25),
      hindi,
    },
    heading: { upper: rng.chance(0.5), sizeDelta: rng.pick([0.5, 1, 1.5, 2, 3]), rule: rng.chance(0.3), band: rng.chance(0.3), numbered: rng.chance(0.2), hindi: hindi !== 'none' && rng.chance(0.8) },
    formats: {
      date,
      periodDate: rng.chance(0.7) ? date : rng.pick(DATE_FORMATS),
      times,
      periodJoin: times && rng.chance(0.6) ? rng.pick(TIMED_JOINS) : rng.pick(PERIOD_JOINS),
      amount,
      amountLabelSuffix: amount.currency === '' && rng.chance(0.35) ? rng.pick([' (Rs.)', ' (₹)', ' (INR)', ' in Rs.']) : '',
      registration: rng.weighted([['compact', 9], ['spaced', 5], ['dashed', 3], ['halfSpaced', 3]] as const),
      phone: rng.weighted([['plain', 8], ['plus91', 3], ['plus91dash', 2], ['zero', 2], ['spaced', 2], ['plus91spaced', 1], ['masked', 2]] as const),
      percent: rng.weighted([['percent', 13], ['spacedPercent', 3], ['bare', 2], ['decimalPercent', 2]] as const),
      ccSuffix: rng.weighted([['', 12], [' CC', 4], [' cc', 4]] as const),
      seatsSuffix: rng.weighted([['', 15], [' (Including Driver)', 2], [' Persons', 3]] as const),
      nameTitle: rng.chance(0.25),
      monthYear: rng.chance(0.15),
    },
    wordings,
    datePairs: Object.fromEntries(Object.entries(DATE_PAIR_WORDINGS).map(([slot, wordings]) => [slot, word<readonly [string, string]>(wordings)])) as Record<DatePairSlot, readonly [string, string]>,
    headings: Object.fromEntries(Object.entries(HEADING_WORDINGS).map(([id, wordings]) => [id, word(wordings)])) as Record<SectionId, string>,
    tables: Object.fromEntries(Object.entries(TABLE_WORDINGS).map(([slot, wordings]) => [slot, word(wordings)])) as Record<TableSlot, string>,
    distractors: Object.fromEntries(Object.entries(DISTRACTOR_WORDINGS).map(([slot, wordings]) => [slot, printed(rng.pick(wordings))])) as Record<DistractorSlot, string>,
    title: word(TITLE_WORDINGS),
    sentences: {
      intro: letter ? word(INTRO_SENTENCES) : undefined,
      broker: word(BROKER_SENTENCES),
      previous: word(PREVIOUS_SENTENCES),
    },
    columns,
    bands,
    premiumStyle,
    period,
    taxes: { style: rng.weighted([['gst', 9], ['split', 8], ['igst', 3]] as const), rate: rng.weighted([['label', 17], ['separate', 2], ['none', 1]] as const) },
    ncbPrint: rng.chance(0.6) ? 'discountLabel' : 'separate',
    forms: {
      policyType: rng.int(0, 5),
      businessType: rng.int(0, 3),
      percentInLabel: rng.pick([' @ {p}', ' ({p})', ' {p}', ' @{p}']),
      taxLabels: { cgst: rng.pick(['CGST', 'Central GST', 'CGST Amount']), sgst: rng.pick(['SGST', 'State GST', 'SGST/UTGST']), igst: rng.pick(['IGST', 'Integrated GST', 'IGST Amount']) },
      taxTotalAfterSplit: rng.chance(0.35),
      makeModelJoin: rng.pick([' / ', ' - ', ', ']),
      engineChassisJoin: rng.pick([' / ', ' | ', ' & ']),
      address: rng.weighted([['oneLine', 3], ['cityStatePin', 4], ['cityThenStatePin', 2], ['pinLine', 2]] as const),
      pinLabel: rng.pick(['PIN: ', 'PIN - ', 'Pin Code: ', 'PIN Code - ']),
    },
    makeModel,
    engineChassis: rng.chance(0.8) ? 'separate' : 'combined',
    idv: { section: rng.weighted([['vehicle', 10], ['premium', 7], ['policy', 3]] as const), breakdown },
    presence,
    printedDistractors: distractorSlots.filter(() => rng.chance(0.5)),
    missingCover: rng.chance(0.5) ? 'zeros' : 'omit',
    premiumLines: { basic: rng.chance(0.85), addOnTotal: rng.chance(0.75), addOnLines: rng.chance(0.4), sectionTotals: rng.chance(0.85), rounded: rng.chance(0.2) },
    letter,
    footer: {
      notice: rng.chance(0.65),
      signature: rng.chance(0.7),
      issueDateInFooter: rng.chance(0.15),
      brokerSentence: rng.chance(0.2),
      previousSentence: rng.chance(letter ? 0.5 : 0.1),
    },
  };
  design.description = describe(design);
  return design;
}

function describe(design: FamilyDesign): string {
  const placements = new Set(
    design.bands.flatMap((band) => ('full' in band ? [band.full] : [...band.left, ...band.right])).map(({ placement }) => (placement.kind === 'list' ? `list-${placement.valueAt}` : placement.kind === 'stacked' ? `stacked${placement.boxed ? '-boxed' : ''}` : `${placement.kind}${placement.perRow}`)),
  );
  return [
    design.insurer.split(' ')[0],
    `${design.columns} col`,
    [...placements].join('/'),
    `premium ${design.premiumStyle}`,
    design.formats.date,
    design.formats.amount.currency || 'no currency',
    design.text.hindi === 'none' ? '' : `hindi ${design.text.hindi}`,
    design.letter ? 'letter' : '',
    design.heldBack ? 'held-back' : '',
    isUnknownWorded(design.seed) ? 'unknown words' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

