/**
 * The text printed as a value, read as its target's kind: the value a policy record stores and
 * how well the text fits it (quality 0–1: 1 when the whole text is one value of the kind and a
 * typical one for the field, less when words are left over or the value is unusual). Undefined
 * when the text is not a value of the kind, so the reader looks elsewhere instead of storing it.
 */
import { type Target, conceptOf } from '../lexicon/concepts';
import { CURRENCY, EMAIL_ADDRESS, isWholeRegistration, TERM, findAmount, findDates, isDateAlone, LEFT_OPEN, listedChoices, parseAmount, parseBusinessType, parseFuelType, parsePolicyType, parseRegistration } from '../normalise';
import { joinAddress } from './address';
import { printsMakeAndModel } from './makes';
import { COMMON_MAIL_DOMAINS, VIN_LENGTH, vinInGroups } from './ocrMisreadings';
import { FIRM_FIELDS, firmNameAndCode, firmNameBeforeLabel, firmWordsFrom, INSURANCE_COMPANY } from './firmName';

export interface ValueReading {
  value: string | number;
  /** The second date of a period. */
  end?: string;
  quality: number;
}

/** "NA", "N.A.", "Not Applicable", "Nil", "-": printed where a schedule has no value. */
const NOT_APPLICABLE = /^(?:n\.?\s*a\.?|not\s+applicable|nil|none|-+|–|—|\*+|not\s+available)$/i;
/** An Indian mobile number: ten digits from 6 to 9, perhaps after +91, 91 or 0, perhaps grouped. */
const MOBILE = /(?<![\d])(?:\+\s*91[\s-]*|91[\s-]+|0)?([6-9]\d{2}[\s-]?\d{3}[\s-]?\d{4}|[6-9]\d{4}[\s-]?\d{5})(?!\d)/;
/** Dates as printed, to see what else a value's text holds. */
const DATE_LIKE = /\d{1,4}[\s./-]*(?:\d{1,2}|[A-Za-z]{3,9})[\s.,/-]*\d{2,4}|[A-Za-z]{3,9}\s+\d{1,2},?\s+\d{4}/g;
export const NCB_STEPS = [0, 20, 25, 35, 45, 50];

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\s+/g, ' ').trim();
const letters = (text: string) => (text.match(/\p{L}/gu) ?? []).length;
/** Share of the text's letters and digits that `part` accounts for. */
const share = (part: string, whole: string) => {
  const count = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return Math.min(1, count(part) / Math.max(1, count(whole)));
};

/** Amounts a private car's schedule prints for each field; a PA cover's sum insured is not a premium. */
const AMOUNT_RANGES: Partial<Record<Target, [number, number]>> = {
  vehicle_idv: [5_000, 50_000_000],
  total_premium: [100, 5_000_000],
  net_premium: [100, 5_000_000],
  basic_od_premium: [0, 500_000],
  total_od_add_on_premium: [0, 500_000],
  total_tp_add_on_premium: [0, 100_000],
  basic_tp_premium: [0, 200_000],
  total_tp_premium: [0, 300_000],
};

/** The quality of an amount with figures beside it: another amount's, or a part of this one OCR set apart. */
export const FIGURES_BESIDE = 0.3;

/** What a scan makes of a rupee sign before an amount, no part of any other value on an Indian schedule: "¥1,099.00". */
const RUPEE_SIGN_MISREAD = /[£¥€](?=\s*\d)/g;

/** A lakh (1,00,000) or a crore (1,00,00,000) after an amount's figures. */
const INDIAN_UNIT = /^\s*(lakhs?|lacs?|crores?)\b/i;
const INDIAN_UNIT_ANYWHERE = /(?<=\d\s*)(?:lakhs?|lacs?|crores?)\b/gi;
const UNIT_VALUE: Record<string, number> = { la: 1e5, cr: 1e7 };

function readAmount(target: Target, text: string, label: string): ValueReading | undefined {
  // A date's day is no amount ("May 2, 2023" under a premium column's header).
  if (!/\d/.test(text) || isDateAlone(text)) return undefined;
  const sum = printedSum(text, label);
  if (sum !== undefined) return { value: sum, quality: isTypicalAmount(target, sum) ? 1 : 0.3 };
  // Nor is a rate or a term ("Liability (3 Yrs)", "Section III - PA (1 Year)").
  const withoutRates = text.replace(/\d+(?:\.\d+)?\s*%/g, ' ').replace(TERM, ' ');
  const amount = findAmount(withoutRates);
  if (amount === undefined) return undefined;
  // An amount in lakhs or crores, as portals print an IDV ("₹13.45 Lakh").
  // (Not "Rs. 25,431.00 Cr", a credit: a figure in lakhs is under a thousand, and "Cr" alone is no unit.)
  const unit = Math.abs(amount.value) < 1000 ? INDIAN_UNIT.exec(amount.after) : null;
  const value = unit ? Math.round(Math.abs(amount.value) * UNIT_VALUE[unit[1].slice(0, 2).toLowerCase()]) : Math.abs(amount.value);
  const rest = withoutRates.replace(INDIAN_UNIT_ANYWHERE, ' ').replace(CURRENCY, ' ').replace(RUPEE_SIGN_MISREAD, ' ').replace(/[\d,.()\s-]+/, ' ').replace(/[()\s-]/g, '');
  // Figures beside it, no words, are another amount or a part of this one OCR set apart ("78,1 72.30").
  const besideFigures = /\d/.test(amount.before + amount.after) && !/\p{L}{2}/u.test(amount.before + amount.after);
  let quality = besideFigures ? FIGURES_BESIDE : rest ? 0.6 : 1;
  // Far beyond what the field ever holds, figures are another thing's: an identifier ("Existing TP Policy No. 63742164914770").
  if (value > FAR_BEYOND * amountRange(target)[1]) return undefined;
  if (!isTypicalAmount(target, value)) quality *= 0.3;
  return { value, quality };
}

const SUMMED_AMOUNT = /^\s*(?:rs\.?|₹)?\s*\d[\d,]*(?:\.\d+)?\s*$/i;

/** The total of amounts printed "a + b" under a label naming as many parts "x + y" ("CGST @9% + SGST @9%" over "1,532.79 + 1,532.79"). */
function printedSum(text: string, label: string): number | undefined {
  const parts = text.split('+');
  if (parts.length < 2 || label.split('+').length !== parts.length || !parts.every((part) => SUMMED_AMOUNT.test(part))) return undefined;
  const total = parts.reduce((sum, part) => sum + (findAmount(part)?.value ?? NaN), 0);
  return Number.isFinite(total) ? Math.round(total * 100) / 100 : undefined;
}

/** A printed amount more than this many times a field's largest typical amount is not an amount of that field. */
const FAR_BEYOND = 100;

const amountRange = (target: Target) => AMOUNT_RANGES[target] ?? [0, 2_000_000];

/** Whether a private car's schedule would print this amount for the field. */
export function isTypicalAmount(target: Target, value: number): boolean {
  const [min, max] = amountRange(target);
  return value >= min && value <= max;
}

/** A label of one half of the GST ("CGST @ 9%"): the policy's tax rate is twice the rate printed by it. */
const HALF_GST = /\b(?:cgst|sgst|utgst)\b/i;

function readPercent(target: Target, text: string, label: string): ValueReading | undefined {
  const steps = target === 'ncb' || target === 'previous_ncb';
  const times = target === 'taxes_rate' && HALF_GST.test(label) && !/\bigst\b/i.test(label) ? 2 : 1;
  const fit = (printed: number, quality: number): ValueReading | undefined => {
    const value = printed * times;
    return value > 100 ? undefined : { value, quality: steps && !NCB_STEPS.includes(value) ? quality * 0.3 : quality };
  };
  const percent = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(text);
  if (percent) return fit(Number(percent[1]), share(percent[0], text) > 0.5 ? 1 : 0.8);
  const bare = /^(\d{1,3})(?:\.0+)?$/.exec(oneLine(text).replace(/\s*%$/, ''));
  if (bare) return fit(Number(bare[1]), 0.9);
  // An NCB printed as the amount it takes off, with its rate in the label: "No Claim Bonus (50%)  7,696.13".
  const fromLabel = /(\d{1,2}(?:\.\d+)?)\s*%/.exec(label);
  const amountOnly = !/\p{L}{2}/u.test(text.replace(/\b(?:rs|inr)\b\.?/gi, ''));
  if (fromLabel && amountOnly && /\d/.test(text) && parseAmount(text) !== undefined) return fit(Number(fromLabel[1]), 0.95);
  return undefined;
}

/** Four to six groups of four to six figures: a number printed as a card's is (not an Aadhaar number's three). */
const FIGURE_GROUPS = /^\d{4,6}(?: \d{4,6}){3,5}$/;

function readCode(target: Target, text: string): ValueReading | undefined {
  // An identifier that wraps continues on the next line without a space ("MA3AZ4LL14VW6R6K" / "K").
  // A number in a sentence ends at its clause's comma: "under Policy No. P601946122455/49, issued on …".
  // A space after a dash or slash inside one, or before one, is a gap in the print or the OCR ("2024-23- 24896433",
  // "3362 /632009556/00/ 000").
  const [first, ...wrapped] = text
    .split('\n')
    .map((line) =>
      oneLine(line)
        .replace(/[,;]+(?=\s|$)/g, '')
        // The bracket closing an aside the value was printed in ("(Code: SIB/MUM/00417)").
        .replace(/(?<=[A-Za-z0-9])\)(?=\s|$)/g, (bracket, _at: number, whole: string) => (whole.includes('(') ? bracket : ''))
        .replace(/(?<=[A-Za-z0-9][-/])\s+(?=[A-Za-z0-9])/g, '')
        .replace(/(?<=[A-Za-z0-9])\s+(?=[-/][A-Za-z0-9])/g, '')
        // OCR reads a J as a bracket ("G4FL-D)18463"), or the J's ink twice ("…47J)N155097"): no code holds one.
        .replace(/(?<=[A-Z0-9])[)\]](?=[A-Z0-9])/g, (_, at: number, line: string) => (line[at - 1] === 'J' ? '' : 'J')),
    );
  // A policy number printed in groups of figures ("2411 5025 0003 1187") is one number, kept as printed.
  if ((target === 'policy_number' || target === 'previous_policy_number') && FIGURE_GROUPS.test(first)) return { value: first, quality: 1 };
  const words = first.split(' ');
  const isIdentifier = (word: string) => /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9/._-]{2,}[A-Za-z0-9]$/.test(word) || /^[A-Z0-9]{6,}$/.test(word);
  const index = words.findIndex(isIdentifier);
  if (index < 0) return undefined;
  const tail = words.length === 1 ? wrapped.filter((part) => /^[A-Z0-9/-]{1,8}$/.test(part)).join('') : '';
  const value = (target === 'chasis_number' && vinInGroups(words)) || `${words[index]}${tail}`.replace(/[.,;]+$/, '');
  if (findDates(value).length || /^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(value) || /^\d+\.\d{2}$/.test(value)) return undefined;
  // A chassis number (a VIN) and an engine number have letters.
  if ((target === 'chasis_number' || target === 'engine_number') && !/[A-Z]/i.test(value)) return undefined;
  let quality = words.length === 1 ? 1 : 0.55;
  if (target === 'chasis_number' && !(value.length >= 10 && value.length <= 20)) quality *= 0.4;
  // A chassis number of other than a VIN's length may be a part of it, the rest elsewhere.
  else if (target === 'chasis_number' && value.length !== VIN_LENGTH) quality *= 0.7;
  if (target === 'engine_number' && !(value.length >= 5 && value.length <= 20)) quality *= 0.4;
  // A policy number is mostly figures; one of letters with a few figures ("1-TYAP9R7T") is less sure, one with one figure unlikely.
  const figures = value.replace(/\D/g, '').length;
  if ((target === 'policy_number' || target === 'previous_policy_number') && figures < 4) quality *= figures >= 2 && value.length >= 8 ? 0.8 : 0.4;
  // A vehicle's registration number whole ("KA-05-MJ-0388") is no policy's number and no intermediary's code.
  if (REGISTRATION_SHAPED.has(target) && isWholeRegistration(value)) quality *= 0.3;
  return { value, quality };
}

const REGISTRATION_SHAPED = new Set<Target>(['policy_number', 'previous_policy_number', 'broker_code']);
/** What a make in small letters counts for. */
const UNCAPITALISED_MAKE = 0.7;

/** Forms of address before a person's name: a record keeps the name alone. */
/** Titles before a person's name, as printed (a salutation's too: prose.ts). */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Shri', 'Shree', 'Smt', 'Sri', 'Kumari', 'Kum', 'M/s'];
const HONORIFIC = new RegExp(String.raw`^(?:${TITLES.join('|')})\.?\s+`, 'i');
/** A form of address after a name, as a letter greets someone ("Dear Rakesh Jain ji,"): a record keeps the name alone. */
const HONORIFIC_AFTER = /\s+(?:ji|jee|sahab|saheb|sahib|garu)$/i;
/** A form of address printed alone, as a word before a name ("MR."): no label of the name. */
export const isHonorific = (text: string) => HONORIFIC.test(`${text.trim()} `);
const PEOPLE = new Set<Target>(['customer_name']);

/** What a schedule prints under its signature: no one's name or model. */
const SIGNATURE_LINE = /^\(?\s*(?:authori[sz]ed\s+)?signatory\s*\)?$|^signature$/i;
/** Words of a sentence that no one's name has: two of them make a line prose ("This schedule is to be read with…"). */
const SENTENCE_WORDS = /\b(?:is|are|was|be|been|to|with|this|that|will|shall|does|not|please|should|must|you|your|we|our|it)\b/gi;
const isSentence = (text: string) => new Set(text.toLowerCase().match(SENTENCE_WORDS) ?? []).size >= 2;

const YES_OR_NO = /^(?:yes|no)$/i;
/** A firm pointed to, not named: "Same insurer", "Same as above", "Other company". */
const FIRM_POINTED_TO = /^(?:same|existing|other|another|current|present)(?:\s+(?:insurer|insurance\s+company|company|as\s+(?:above|current|this\s+policy)))?$/i;

/** A sales channel's words: "Retail", "Dealer Desk", "Direct - Online", "Bancassurance". */
const CHANNEL_ONLY = /^(?:(?:retail|dealer(?:ship)?|desk|direct|online|digital|corporate|banca(?:ssurance)?|channel|partner|branch|counter|walk-?in|tele-?sales|web|agency|pos|-|\/)\s*)+$/i;

function readText(target: Target, text: string): ValueReading | undefined {
  // A mark standing alone at the end ("Tiago XT .", a speck OCR read) is not the value's.
  const line = oneLine(text).replace(/(?:\s+[.'’`])+$/, '').replace(/[,;:]+$/, '').trim();
  // A firm's code printed after its name is no part of it ("… Brokers Pvt. Ltd. (BBB-MP-118)").
  // Nor is an aside opened after a name and cut off before it closes ("Dhruv Insurance Brokers Pvt. Ltd. (intermediary").
  const whole = FIRM_FIELDS.has(target) || PEOPLE.has(target) ? line.replace(/\s+\([^()]*$/, '') : line;
  const named = FIRM_FIELDS.has(target) ? (firmNameAndCode(whole)?.name ?? firmNameBeforeLabel(whole) ?? whole) : whole;
  const value = PEOPLE.has(target) ? named.replace(HONORIFIC, '').replace(HONORIFIC_AFTER, '') : named;
  // A name has a word of two letters at least: lone letters are stray glyphs (a Hindi label's broken text beside it, "Ǻ ȋ").
  const namesSomeone = FIRM_FIELDS.has(target) || PEOPLE.has(target);
  if (!letters(value) || (namesSomeone && !/\p{L}{2}/u.test(value)) || EMAIL_ADDRESS.test(value) || value.length > 120) return undefined;
  const digitsOnly = /^[\d\s,./-]+$/.test(value);
  // An answer to a question ("Yes", "No") or a question itself ("Has any claim been made …?") names nothing.
  if (digitsOnly || SIGNATURE_LINE.test(value) || YES_OR_NO.test(value) || /\?$/.test(value)) return undefined;
  const words = value.split(' ').filter((word) => /[\p{L}\d]/u.test(word)).length;
  let quality = 1;
  // A firm's name has a word of its own: "PVT. LTD." or "Insurance Company Limited" alone is the end of one.
  if (FIRM_FIELDS.has(target) && (firmWordsFrom(value.split(/\s+/)) === 0 || FIRM_POINTED_TO.test(value))) return undefined;
  if (target === 'customer_name' || target === 'broker_name' || target === 'previous_insurer_name') {
    if (isSentence(value)) return undefined;
    if (/\d/.test(value)) quality *= 0.4;
    if (words > 9) quality *= 0.4;
    // An insurer is no one's customer: "Bill To (Insurer) | Shivalik General Insurance Co. Ltd." on a broker's invoice.
    if (target === 'customer_name' && INSURANCE_COMPANY.test(value)) quality *= 0.3;
  } else if (words > (target === 'make_model' ? 9 : 6)) {
    // A make and model printed together run longer: "HONDA CARS INDIA LTD / Elevate ZX".
    quality *= 0.5;
  }
  if (findDates(value).length) quality *= 0.3;
  // A maker's name is printed capitalised; words in small letters under a make's label are another field's ("OEM | programme
  // discount" in a premium's rows).
  if (target === 'make' && /(?:^|\s)\p{Ll}/u.test(value)) quality *= UNCAPITALISED_MAKE;
  // A model printing its maker's name apart is the make and model together ("TOYOTA KIRLOSKAR MOTOR - 2020 Glanza V").
  if (target === 'model' && printsMakeAndModel(value)) quality *= 0.5;
  // A value left open ("M/S RAM AND", "BAJAJ &") was probably cut where it wrapped.
  if (LEFT_OPEN.test(value)) quality *= 0.6;
  // So was a firm's name ending in half its legal form ("… Insurance Brokers Pvt.", its "Ltd." on the next line).
  if (FIRM_FIELDS.has(target) && /\b(?:pvt\.?|private)$/i.test(value)) quality *= 0.8;
  // A sales channel's words alone name no broker ("Broker - Retail" under "CHANNEL", "Dealer Desk").
  if (target === 'broker_name' && CHANNEL_ONLY.test(value)) return undefined;
  return { value, quality };
}


function readYear(text: string): ValueReading | undefined {
  const line = oneLine(text);
  const years = line.match(/\b(?:19[5-9]\d|20[0-4]\d)\b/g);
  if (!years) return undefined;
  const whole = /^(?:\d{1,2}[/.-])?(?:[A-Za-z]{3,9}[\s/.-]*)?(?:19|20)\d\d$/.test(line);
  return { value: Number(years.at(-1)), quality: whole ? 1 : 0.6 };
}

const COUNT_RANGES: Partial<Record<Target, [number, number]>> = { cc: [50, 10_000], seating_capicity: [1, 60] };

function readCount(target: Target, text: string): ValueReading | undefined {
  const match = /\d[\d,]*/.exec(text);
  if (!match) return undefined;
  const value = Number(match[0].replace(/,/g, ''));
  const [min, max] = COUNT_RANGES[target] ?? [0, 100_000];
  const rest = text.replace(match[0], '').replace(/\b(?:cc|kw|seats?|persons?|nos?)\b|[().\s]/gi, '');
  let quality = rest ? 0.6 : 1;
  if (value < min || value > max) quality *= 0.2;
  return { value, quality };
}

/** Reads `printed` as a value of `target`, or undefined when it is not one. */
export function readValue(target: Target, printed: string, label = ''): ValueReading | undefined {
  // A separator printed apart from its label leads the value's run (": MAHINDRA AND MAHINDRA LTD"), perhaps with a
  // speck of a scan beside it (":.MA3M3YCL5PK082269").
  const text = printed.trim().replace(/^[.,'’`]?\s*[:：|;][.,'’`]*\s*/, '');
  if (!text || NOT_APPLICABLE.test(oneLine(text))) return undefined;
  const reading = readKind(target, text, label);
  return reading && PLACEHOLDER_KINDS.has(conceptOf(target).kind) && isPlaceholder(text) ? { ...reading, quality: reading.quality * PLACEHOLDER_SHARE } : reading;
}

/** Kinds whose values a specimen or a masked copy prints with made-up figures. */
const PLACEHOLDER_KINDS = new Set(['code', 'amount']);
/** What a made-up value keeps of its quality: the real one, printed elsewhere on the page, is read before it. */
const PLACEHOLDER_SHARE = 0.5;
/** A specimen's made-up characters: letters X in place of them, or a 1 after noughts ("MA3XXXXXXXX000001"). */
export function isPlaceholder(text: string): boolean {
  return /X{4,}/.test(text) || /0{5,}1(?!\d)/.test(text.replace(/[,\s]/g, ''));
}

function readKind(target: Target, text: string, label: string): ValueReading | undefined {
  const kind = conceptOf(target).kind;
  switch (kind) {
    case 'none':
      return undefined;
    case 'text':
    case 'name':
      return readText(target, text);
    case 'address': {
      const value = joinAddress(text);
      if (letters(value) < 4 || EMAIL_ADDRESS.test(value)) return undefined;
      return { value, quality: /\d/.test(value) ? 1 : 0.7 };
    }
    case 'code':
      return readCode(target, text);
    case 'date': {
      const dates = findDates(text);
      if (!dates.length) return undefined;
      const leftover = letters(text.replace(DATE_LIKE, ' ').replace(/\b(?:hrs?|hours|midnight|noon|am|pm|from|on|dated)\b/gi, ' ')) > 2;
      const quality = dates.length > 1 ? 0.5 : leftover ? 0.7 : 1;
      return yearOk(dates[0]) ? { value: dates[0], quality } : undefined;
    }
    case 'period': {
      const dates = findDates(text);
      if (dates.length < 2 || !yearOk(dates[0]) || !yearOk(dates[1])) return undefined;
      return { value: dates[0], end: dates[1], quality: dates.length === 2 ? 1 : 0.6 };
    }
    case 'amount':
      return readAmount(target, text, label);
    case 'percent':
      return readPercent(target, text, label);
    case 'year':
      return readYear(text);
    case 'count':
      return readCount(target, text);
    case 'registration': {
      if (/^new\b/i.test(text)) return { value: 'NEW', quality: 0.8 };
      const registration = parseRegistration(oneLine(text));
      if (!registration) return undefined;
      // Numbers are printed in four digits (MH 12 AB 0042); "MH 4725" is more likely the end of one wrapped over two lines.
      const whole = registration.numberDigits === 4;
      return { value: registration.vehicle_number, quality: (share(registration.vehicle_number, text) > 0.8 ? 1 : 0.5) * (whole ? 1 : 0.6) };
    }
    case 'rtoCode': {
      // "KA-53 K.R. Puram, Bengaluru", "TG 09 Hyderabad", "Chennai (West) (TN09)": the office's code, state and number.
      const code = /\b([A-Z]{2})[\s-]?(\d{1,2})\b/.exec(oneLine(text));
      return code ? { value: `${code[1]}${code[2].padStart(2, '0')}`, quality: 1 } : undefined;
    }
    case 'email': {
      const email = EMAIL_ADDRESS.exec(withoutSpacesAfterDots(text))?.[0];
      if (!email) return undefined;
      // A one-letter ending was cut where the address wrapped ("…@gmail.c"); so was a common mail service's domain cut short
      // ("…@outlook.co" / "m", "…@yahoo.co.i" / "n").
      const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
      const cut = /\.[a-z]$/i.test(email) || COMMON_MAIL_DOMAINS.some((common) => common !== domain && common.startsWith(domain));
      return { value: email.toLowerCase(), quality: (share(email, text) > 0.8 ? 1 : 0.6) * (cut ? 0.5 : 1) };
    }
    case 'phone': {
      const phone = MOBILE.exec(text)?.[1];
      return phone ? { value: phone.replace(/[\s-]/g, ''), quality: share(phone, text.replace(/\+?91|^0/, '')) > 0.8 ? 1 : 0.6 } : undefined;
    }
    case 'policyType': {
      const value = listedChoices(text) ? undefined : parsePolicyType(text);
      return value ? { value, quality: oneLine(text).split(' ').length <= 8 ? 1 : 0.6 } : undefined;
    }
    case 'businessType': {
      const value = listedChoices(text) ? undefined : parseBusinessType(text);
      return value ? { value, quality: oneLine(text).split(' ').length <= 4 ? 1 : 0.6 } : undefined;
    }
    case 'fuelType': {
      const value = listedChoices(text) ? undefined : parseFuelType(text);
      return value ? { value, quality: oneLine(text).split(' ').length <= 3 ? 1 : 0.6 } : undefined;
    }
  }
}

/** An e-mail address OCR set a space after a dot in ("ramesh. sharma@yahoo. co.in"), closed up; its words are lower-case. */
const withoutSpacesAfterDots = (text: string) => text.replace(/(?:[a-z0-9_-]+\.\s)*[a-z0-9._-]+@[a-z0-9-]+(?:\.\s?[a-z0-9-]+)+/g, (address) => address.replace(/\s+/g, ''));

const yearOk = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= 1980 && year <= 2045;
};
