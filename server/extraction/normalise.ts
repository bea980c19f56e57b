/**
 * Values as insurers print them, turned into what a motor policy record stores. Each normaliser
 * answers undefined when the text is not a value of its kind, so the extractor can try the next
 * candidate instead of storing something wrong.
 */
import { toIsoDate } from '../../resources/core/fields';

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
export const MONTH_NAMES = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** An e-mail address anywhere in a text. */
export const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A value left open at its line's end goes on, or was cut where it wrapped: "MAHINDRA AND", "BAJAJ &". */
export const LEFT_OPEN = /(?:\b(?:and|of)|&)\s*$/i;
/** …or left open on a dash, a comma or a period's joiner: "13/Dec/2025 00:00 Hrs -", "10 Jul 2025 to". */
export const endsOpen = (text: string) => LEFT_OPEN.test(text) || /(?:[-–—,]|\bto)\s*$/i.test(text);
/** A period's text cut inside a date: after its joiner, a month's name, a comma or a dash. */
const PERIOD_LEFT_OPEN = new RegExp(String.raw`(?:\b(?:to|of|from)|[,\-–—]|\b${MONTH_NAMES}\.?)\s*$`, 'i');
/** After its joiner, the second date's day and month at most: "18 Nov 2023 to 17", "… till 09 Jul" (not "(Subject to realisation)"). */
const SECOND_DATE_CUT = new RegExp(String.raw`\b(?:to|till|upto)\s*(?:\d{1,2}\s*)?(?:${MONTH_NAMES}\.?)?\s*$`, 'i');

const pad = (value: number) => String(value).padStart(2, '0');
const fromParts = (day: number, month: number, year: number) => toIsoDate(`${year}-${pad(month)}-${pad(day)}`);
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** Day-first numeric dates, with `/`, `-` or `.` (12/03/2024, 12-03-2024, 12.03.2024, 12/03/24). */
const NUMERIC_DATE = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/;
/** Dates with a month name: 12-Mar-2024, 12/Mar/2024, 12 MARCH 2024, 12th March, 2024, 12-Mar-24, a deed's "10th day of March, 2025". */
const NAMED_DATE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+day\\s+of)?[\\s./-]*${MONTH_NAMES}[\\s.,/-]*(\\d{4}|\\d{2})\\b`, 'i');
/** Month first: March 12, 2024 (and "March 12,2024", typed or scanned without the space). */
const MONTH_FIRST_DATE = new RegExp(`\\b${MONTH_NAMES}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,\\s*|\\s+)(\\d{4})\\b`, 'i');
/** Day first in boxes, a figure a box ("1 7  0 8  2 0 2 1", "1 7 / 0 8 / 2021"), as a form's comb fields print it. */
const BOXED_DATE = /(?<![\d/.-] *)\b(\d) (\d) *[/.-]? *(\d) (\d) *[/.-]? *(\d ?\d ?\d ?\d)\b(?! ?[/.-]? ?\d)/;
/** Year first, with `-`, `/` or `.` (2024-03-12, 2024/03/12 as a phone's message prints it, 2024.03.12). */
const YEAR_FIRST_DATE = /(?<![\p{L}\d][/.-])\b((?:19|20)\d{2})([-/.])(\d{1,2})\2(\d{1,2})\b(?![/.-]\d)/u;

/** All dates in a piece of text, in order, as ISO `YYYY-MM-DD` (times such as "00:00 Hrs" are ignored). */
export function findDates(text: string): string[] {
  const found: { index: number; iso: string }[] = [];
  const patterns: [RegExp, (match: RegExpExecArray) => string | undefined][] = [
    [YEAR_FIRST_DATE, (m) => fromParts(Number(m[4]), Number(m[3]), Number(m[1]))],
    [NUMERIC_DATE, (m) => fromParts(Number(m[1]), Number(m[2]), fullYear(m[3]))],
    [NAMED_DATE, (m) => fromParts(Number(m[1]), MONTHS[m[2].slice(0, 3).toLowerCase()], fullYear(m[3]))],
    [MONTH_FIRST_DATE, (m) => fromParts(Number(m[2]), MONTHS[m[1].slice(0, 3).toLowerCase()], Number(m[3]))],
    [BOXED_DATE, (m) => fromParts(Number(m[1] + m[2]), Number(m[3] + m[4]), Number(m[5].replace(/\s/g, '')))],
  ];
  for (const [pattern, toIso] of patterns) {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    for (const match of text.matchAll(global)) {
      const iso = toIso(match as RegExpExecArray);
      const overlaps = found.some((date) => Math.abs(date.index - match.index) < 3);
      if (iso && !overlaps) found.push({ index: match.index, iso });
    }
  }
  return found.sort((a, b) => a.index - b.index).map((date) => date.iso);
}

/** A period printed over two lines whose first line ends inside its second date ("10 Jul 2025 to 09 Jul", "… to 17"). */
export const periodLeftOpen = (text: string) => findDates(text).length === 1 && (PERIOD_LEFT_OPEN.test(text) || SECOND_DATE_CUT.test(text));

/** A text that is a date and nothing else: "2/10/2026", "May 2, 2023", "21st Oct 2026", "12-Jun-2024 00:00 Hrs". */
export const isDateAlone = (text: string) =>
  findDates(text).length === 1 && !/\p{L}{2}/u.test(text.replace(new RegExp(MONTH_NAMES, 'gi'), '').replace(/\d(?:st|nd|rd|th)\b|\b(?:hrs|hours|am|pm)\b/gi, ''));

/** The first date in `text`, as ISO. */
export const parseDate = (text: string): string | undefined => findDates(text)[0];

/** The marks of a currency beside an amount. (A slash closing an amount is its "/-", the dash lost by OCR: "Rs. 3,416/".) */
export const CURRENCY = /₹|\brs\b\.?|\binr\b|\/-|\/(?=\s*$)/gi;

/** A text that is an amount alone: "26,689.56", "-5,337.91", "(8,121.84)", "₹ 21,001.54", "Rs. 5,338/-", "(-) 5,338". */
const AMOUNT_ALONE = /^(?:₹|rs\.?|inr)?\s*(?:\(\s*-?\s*\)|\(|[-−–])?\s*(?:₹|rs\.?|inr)?\s*(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d{1,2})?\s*(?:\/-)?\s*\)?$/i;
export const isAmountAlone = (text: string) => AMOUNT_ALONE.test(text.trim());

/**
 * An amount as printed: `Rs. 1,23,456.50`, `₹ 1,23,456`, `INR 123456.00`, `1,23,456/-`. Lakh and
 * thousand grouping both read the same. A bracketed or minus-signed amount is negative.
 */
export function parseAmount(text: string): number | undefined {
  return findAmount(text)?.value;
}

/** The first amount in `text` (see parseAmount) and the text around it. */
export function findAmount(text: string): { value: number; before: string; after: string } | undefined {
  // A scan's comma read as a dot: "19.754.19", "8.64,000.00" (a dot before three digits and another separator groups thousands).
  text = text.replace(/(\d)\.(\d{2,3})(?=[.,]\d)/g, '$1,$2');
  text = text.replace(/\u00a0/g, ' ');
  // Its figures go on from no others nor run on into them: "10,72826" (a scan's lost decimal point) is not 10,728, nor
  // its "26" an amount. (After a comma or a stop with no figure before it, an amount may start: "GST 18%,1,800.00".)
  const match = /(\(|-\s*)?(?:₹|rs\.?|inr)?\s*(\(|-)?\s*(?<!\d[.,]?)(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d+)?(?!,?\d)\s*(?:\/-)?\s*(\))?/i.exec(text);
  if (!match) return undefined;
  const [, before, inner, whole, fraction = '', closing] = match;
  const groups = whole.split(',');
  // Indian grouping (1,23,45,678) or western (1,234,567): anything else is not one number.
  if (groups.length > 1 && (groups.at(-1)!.length !== 3 || groups.slice(1, -1).some((group) => group.length !== 2 && group.length !== 3))) {
    return undefined;
  }
  const value = Number(`${groups.join('')}${fraction}`);
  if (!Number.isFinite(value)) return undefined;
  const negative = Boolean(before?.trim() === '-' || inner === '-' || ((before === '(' || inner === '(') && closing));
  return { value: negative ? -value : value, before: text.slice(0, match.index), after: text.slice(match.index + match[0].length) };
}

/** A term of years, months or days: "3 Yrs", "1 Year" (a cover's length in a header, no amount). For `replace` only (global). */
export const TERM = /\b\d{1,2}\s*(?:yrs?|years?|months?|mths?|days?)\b\.?/gi;

/** A percentage: `18%`, `18 %`, `35.00`. */
export function parsePercent(text: string): number | undefined {
  const match = /(\d{1,3}(?:\.\d+)?)\s*%?/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Indian registration numbers: MH12AB1234, MH 12 AB 1234, MH-12-AB-1234, DL 3C AB 1234, and Bharat series 22BH1234AB. */
// The district may come from OCR with O or I for a digit (GJO1, MH I2): one real digit is enough to tell.
const REGISTRATION = /\b([A-Z]{2})[\s-]*(\d[\dOI]?|[OI]\d)[\s-]*((?:[A-Z][\s-]*){0,3})(\d{1,4})\b/;
const DIGIT_FOR_LETTER: Record<string, string> = { O: '0', I: '1' };
const BHARAT_SERIES = /\b(\d{2})[\s-]*BH[\s-]*(\d{4})[\s-]*([A-Z]{1,2})\b/;

/** The state and union territory codes a registration number starts with (Telangana's TG since 2024, its TS before). */
const STATE_CODES = new Set('AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TG TN TR TS UK UP WB'.split(' '));

export function parseRegistration(text: string): { vehicle_number: string; rto_code: string; numberDigits: number } | undefined {
  const upper = text.toUpperCase();
  const bharat = BHARAT_SERIES.exec(upper);
  const found = REGISTRATION.exec(upper);
  // A state that does not exist or district 0 is a misreading (a scan's "GR7D", "CG0A"), not a registration number.
  const match = found && STATE_CODES.has(found[1]) && !/^[0O]{1,2}$/.test(found[2]) ? found : null;
  const district = match?.[2].replace(/[OI]/g, (letter) => DIGIT_FOR_LETTER[letter]);
  const compact = bharat ? `${bharat[1]}BH${bharat[2]}${bharat[3]}` : match && [match[1], district, match[3], match[4]].join('').replace(/[\s-]/g, '');
  // The RTO code is what the number starts with: state and district (DL3C keeps Delhi's category letter).
  return compact ? { vehicle_number: compact, rto_code: compact.slice(0, 4), numberDigits: bharat ? 4 : match![4].length } : undefined;
}

/**
 * A text that is a registration number whole and nothing else, with a series of letters and four figures ("KA-05-MJ-0388",
 * "MH 12 RT 6408"; not a code such as "BR980005", which reads as one without its series).
 */
export function isWholeRegistration(text: string): boolean {
  const registration = parseRegistration(text);
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  return registration !== undefined && registration.numberDigits === 4 && registration.vehicle_number === compact && /[A-Z]/.test(compact.slice(4, -4));
}

/** Canonical policy types, from the many ways schedules name them. */
export function parsePolicyType(text: string): 'Comprehensive' | 'Third Party' | 'Standalone OD' | undefined {
  const value = text.toLowerCase();
  if (/stand[\s-]*alone\s*(own\s*damage|od)|\bsaod\b|own\s*damage\s*only|\bod\s*only/.test(value)) return 'Standalone OD';
  // A package names its parts: "Comprehensive (Own Damage + Third Party Liability)".
  if (/comprehensive|package|bundled|1\s*\+\s*[1-5]/.test(value)) return 'Comprehensive';
  if (/third[\s-]*party|\btp\s*only|liability\s*only|act\s*only|\bsatp\b/.test(value)) return 'Third Party';
  if (/standard/.test(value)) return 'Comprehensive';
  return undefined;
}

/** A fuel's own word alone, as a part of a line describing the car ("Petrol · 1497 cc · 5 seater"); not "Nexon EV", a model. */
export const FUEL_ALONE = /^(?:petrol|diesel|cng|lpg|electric|ev|hybrid|petrol\s*\+\s*cng)$/i;

/**
 * A business type's own word alone, perhaps with what it qualifies or whose insurer: "New Business", "RENEWAL (SAME
 * INSURER)", "Rollover from another insurer"; not "New Delhi".
 */
export const BUSINESS_TYPE_ALONE =
  /^\W*(?:new|fresh|renewal|renewed|roll[\s-]*over|ported|porting|portability|switched|break[\s-]*in|used)(?:\s+(?:business|policy|case|vehicle|car))?(?:\s+(?:from|with)\s+(?:an?other|the\s+same|same|other|previous)\s+insurer)?\s*(?:\(.*\))?\W*$/i;

/** Canonical business types: New, Renewal, Rollover, Used. */
export function parseBusinessType(text: string): 'New' | 'Renewal' | 'Rollover' | 'Used' | undefined {
  const value = text.toLowerCase();
  // A policy moved from another insurer: "Switched from another insurer", "Porting".
  if (/roll[\s-]*over|\bport(ed|ability|ing)?\b|break[\s-]*in|\bswitch(ed)?\b/.test(value)) return 'Rollover';
  if (/renew/.test(value)) return 'Renewal';
  if (/used|second[\s-]*hand|pre[\s-]*owned/.test(value)) return 'Used';
  if (/\bnew\b|fresh/.test(value)) return 'New';
  return undefined;
}

/**
 * The kind of value a printed list of choices names ("New / Renewal / Rollover", "Petrol/Diesel/CNG"),
 * if the text is one: a label's list, no value. A car may run on two fuels ("Petrol/CNG"), so a list of
 * fuels names three.
 */
export function listedChoices(text: string): 'businessType' | 'policyType' | 'fuelType' | undefined {
  const pieces = text.split(/\s*(?:[/|,]|\bor\b)\s*/i).filter(Boolean);
  const named = (parse: (piece: string) => string | undefined) => new Set(pieces.map(parse).filter(Boolean)).size;
  if (named(parseBusinessType) >= 2) return 'businessType';
  if (named(parsePolicyType) >= 2) return 'policyType';
  if (named(parseFuelType) >= 3) return 'fuelType';
  return undefined;
}

/** Fuel types as records keep them. */
export function parseFuelType(text: string): string | undefined {
  const value = text.toLowerCase();
  const electric = /\belectric(?:ity)?\b|\bev\b|battery/.test(value);
  // A hybrid runs on a fuel and on electricity: "Strong Hybrid (Electric)", "electric motor and petrol engine".
  if (/hybrid/.test(value) || (electric && /petrol|diesel/.test(value))) return 'Hybrid';
  if (electric) return 'Electric';
  if (/cng/.test(value)) return 'CNG';
  if (/lpg/.test(value)) return 'LPG';
  if (/diesel/.test(value)) return 'Diesel';
  if (/petrol|gasoline/.test(value)) return 'Petrol';
  return undefined;
}
