/**
 * What OCR mistakes for what: letters read for the digits they look like and the other way round.
 * Used twice, both at a repaired reading's lower score: to offer other readings of text that did
 * read as a value (reading/ocrRepairs.ts), and to read text that read as no value at all, where
 * only one shape of the value fits it (a registration number, a month's name, a VIN; reading/candidates.ts).
 */
import { distance } from 'fastest-levenshtein';
import { CURRENCY, MONTH_NAMES, parseRegistration } from '../normalise';
import { FIRM_NAMED, LEGAL_FORM } from './firmName';
import type { Target, ValueKind } from '../lexicon/concepts';

/** A reading OCR's text gives only once repaired counts for this share of one read as printed. */
export const REPAIRED_SHARE = 0.6;

export const DIGIT_FOR: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', I: '1', l: '1', '|': '1', i: '1', S: '5', s: '5', B: '8', Z: '2', z: '2', G: '6', b: '6', g: '9', q: '9' };
/** In a registration number's digits (read upper-cased), a T or L is a 1 and an A a 4 too. */
const REGISTRATION_DIGIT_FOR: Record<string, string> = { ...DIGIT_FOR, L: '1', T: '1', A: '4' };
const REGISTRATION_LETTER_FOR: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '4': 'A', '5': 'S', '6': 'G', '8': 'B' };
const MONTH_LETTER_FOR: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '6': 'b', '8': 'b', '9': 'g' };
const WHOLE_MONTH_NAME = new RegExp(`^${MONTH_NAMES}$`, 'i');

/** Letters inside a number read as the digits they look like: "1,2S4.O0" → "1,254.00". */
export const digitsFixed = (text: string) => text.replace(/(?<=[\d,.])[ODQIl|iSsBZzGbgq]|[ODQIl|iSsBZzGbgq](?=[\d,.])/g, (letter) => DIGIT_FOR[letter] ?? letter);

const swapped = (chars: string, swap: Record<string, string>) => [...chars].map((char) => swap[char] ?? char).join('');

/**
 * What OCR may have made of a registration number printed as state, district, series and number
 * (KL 01 PQ 9563): a letter where only a digit can stand read as that digit, and the other way
 * round ("KLOT PQ9563" → "KL01PQ9563"); failing that, without a letter read beside its digit twin in the district
 * ("UKO07 ZC 6313").
 * Undefined when the text has no such shape.
 */
export function registrationFromOcr(text: string): string | undefined {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const districtTwin = compact.slice(0, 2) + withoutTwinLetter(compact.slice(2, 4)) + compact.slice(4);
  return registrationOfShape(compact) ?? (districtTwin !== compact ? registrationOfShape(districtTwin) : undefined);
}

function registrationOfShape(compact: string): string | undefined {
  const parts = /^([A-Z\d]{2})([A-Z\d]{2})([A-Z\d]{0,3})([A-Z\d]{4})$/.exec(compact);
  if (!parts) return undefined;
  const [, state, district, series, number] = parts;
  const swappedParts = swapped(state, REGISTRATION_LETTER_FOR) + swapped(district, REGISTRATION_DIGIT_FOR) + swapped(series, REGISTRATION_LETTER_FOR) + swapped(number, REGISTRATION_DIGIT_FOR);
  return parseRegistration(swappedParts)?.vehicle_number === swappedParts ? swappedParts : undefined;
}

/** A letter beside the digit it looks like read twice, once as each ("MAI1…" of "MA1…"): without the letter. */
const withoutTwinLetter = (text: string) => text.replace(/I1|1I|O0|0O|Q0|0Q/, (pair) => pair.replace(/[IOQ]/, ''));

/** Marks no code holds, specks OCR read as them ("…GW®6JS…", "DKL-AW?72352"). */
const MARKS_NO_CODE_HOLDS = '?®©™°';

/** A VIN, the chassis number of every car made since 1981, is 17 characters long. */
export const VIN_LENGTH = 17;

/** A VIN read with one character too many: a letter beside its digit twin read twice, or else the one letter no VIN has. */
function withoutExtraCharacter(upper: string): string {
  if (upper.length !== VIN_LENGTH + 1) return upper;
  const twin = withoutTwinLetter(upper);
  if (twin.length === VIN_LENGTH) return twin;
  return (upper.match(/[IOQ]/g) ?? []).length === 1 ? upper.replace(/[IOQ]/, '') : upper;
}

/**
 * A chassis number of 17 characters is a VIN, whose alphabet has no I, O or Q: OCR read those for
 * 1 and 0 (`certain`). One of 18 characters holding such a letter beside its digit ("MAI1…", "MDO0…")
 * had one character read twice; one holding a single such letter ("…KVJ9IMC…") a speck read as it. A J
 * may have come out as a bracket ("MB)26…"), a speck as a mark ("…GW®6JS…"). Its serial, the last six characters, is digits where most of it
 * already reads as digits ("PLA78322" → "PL478322"): those two repairs are guesses, not certain.
 */
export function vinFromOcr(text: string): { vin: string; certain: boolean } | undefined {
  // (A VIN holds no stop or comma: one between its characters is a speck, "…Z7L.D514347".)
  const upper = text.toUpperCase().replace(/[\])]/g, 'J').replace(new RegExp(`[${MARKS_NO_CODE_HOLDS}]|(?<=\\w)[.,](?=\\w)`, 'g'), '');
  const single = withoutExtraCharacter(upper);
  if (single.length !== VIN_LENGTH) return undefined;
  const alphabet = single.replace(/I/g, '1').replace(/[OQ]/g, '0');
  const serial = alphabet.slice(-6);
  const serialDigits = [...serial].filter((char) => /\d/.test(char)).length >= 4 ? swapped(serial, REGISTRATION_DIGIT_FOR) : serial;
  const vin = alphabet.slice(0, -6) + serialDigits;
  return { vin, certain: single === upper && serialDigits === serial && upper === text.toUpperCase() };
}

/** Abbreviations an address joins to the next word with a full stop: "Opp.City", "Dist.Pune", "Bldg.Sai Darshan". */
const ADDRESS_ABBREVIATION = /^(?:opp|near|dist|distt|bldg|apts|extn|road|sect|nagar)$/i;

/**
 * An address with specks OCR read as marks: a stop or comma inside its PIN ("Chandigarh - 1.60050"), a dash or stop on the
 * first letter of a part ("620, -Ashirwad Complex"), a stop for the space between two words ("Salt.Lake"; see
 * wordsJoinedByStop). A name in quotes keeps them ("'Sai Krupa'"). Undefined when there is nothing to mend.
 */
export function addressFromOcr(text: string): string | undefined {
  const mended = wordsJoinedByStop(text.replace(/(?<=[\s-])(\d)[.,'’](\d{5})$/, '$1$2').replace(/(?<=,\s)[-–.]+(?=\p{L})/gu, ''), ADDRESS_ABBREVIATION);
  return mended === text ? undefined : mended;
}

/** Letters OCR reads in a name's abbreviations and capitals, and what was printed: "Put. Ltd" is "Pvt. Ltd". */
const NAME_MISREADINGS: { misread: RegExp; printed: (found: string) => string; inCapitalisedNamesOnly?: boolean }[] = [
  { misread: /\b(?:put|pwvt|pvvt|pt)(?=\.?\s+l(?:td|id|imited)\b)/gi, printed: (found) => (found === found.toUpperCase() ? 'PVT' : 'Pvt') },
  { misread: /(?<=\bpvt\.?\s+)lid\b/gi, printed: (found) => (found === found.toUpperCase() ? 'LTD' : 'Ltd') },
  // A capital I read as "!" or "l" before small letters, where the name's other words begin with capitals.
  { misread: /(?<=^|\s)[!l](?=\p{Ll}{2})/gu, printed: () => 'I', inCapitalisedNamesOnly: true },
  // A J closing a word of capitals read as a bracket ("SAHA] POLICY BROKERS"): no bracket opened in it.
  { misread: /(?<=(?:^|\s)\p{Lu}{2,})[\])](?=\s|$)/gu, printed: () => 'J' },
  // A space before "Pvt" read as a dash ("Sahaj Policy Brokers-Pvt Ltd").
  { misread: /(?<=\p{L})-(?=pvt\.?\s+l(?:td|imited)\b)/giu, printed: () => ' ' },
];

/**
 * A name as printed where OCR misread its abbreviations or a capital I ("Sanchay !nsurance … Pwvt
 * Ltd", "Harpreet lyer"), and a company's name whose last abbreviation lost its full stop ("…
 * Brokers Pvt. Ltd"), when it dots its other abbreviations. Undefined when there is nothing to mend.
 */
export function nameFromOcr(text: string): string | undefined {
  const words = text.split(/\s+/);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length >= words.length - 1;
  // A speck or a separator's dash read onto its first letter ("-Prayag General Insurance Ltd.") is no part of it; an
  // exclamation mark ending a word of small letters is its l ("Lohit Genera! Insurance"): no name exclaims.
  const unmarked = text.replace(/^[-–—.,'"‘’“”•·]+(?=\p{Lu})/u, '').replace(/(?<=\p{Ll})!(?=[\s.,]|$)/gu, 'l');
  let mended = namesFirm(unmarked) ? firmWordsMended(unmarked) : unmarked;
  for (const { misread, printed, inCapitalisedNamesOnly } of NAME_MISREADINGS) {
    if (capitalised || !inCapitalisedNamesOnly) mended = mended.replace(misread, printed);
  }
  if (capitalised) mended = firmWordsCapitalised(mended);
  if (/\b(?:Ltd|Co|Pvt|Inc)$/i.test(mended) && /\b(?:Pvt|Co|Ltd)\.\s/i.test(mended)) mended = `${mended}.`;
  return mended === text ? undefined : mended;
}

/** A firm's name, whose legal and trade words OCR may have misread (also one whose "Pvt Ltd" lost its space). */
const namesFirm = (text: string) => FIRM_NAMED.test(text) || LEGAL_FORM.test(text) || /\bpvt\.?ltd\b/i.test(text);
/**
 * The legal and trade words closing firms' names, as printed: none a letter off another word a firm may be named by
 * (not "Brokers", a letter off "Broker"; not "Services", "Advisory").
 */
const LEGAL_AND_TRADE_WORDS = ['Limited', 'Insurance', 'Assurance', 'General', 'Company', 'Private', 'Corporation'];

/** A firm's word in the case its name is printed in ("LIMITED", "Limited"). */
const inCaseOf = (word: string, like: string) => (like === like.toUpperCase() ? word.toUpperCase() : word);

/**
 * A firm's word read in small letters in a name whose other words begin with capitals, in their case ("Prayag General
 * insurance Ltd.", "PRAYAG GENERAL insurance LTD").
 */
function firmWordsCapitalised(text: string): string {
  const others = text.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).join(' ');
  return text.replace(/\b\p{Ll}+\b/gu, (word) => {
    const firmWord = LEGAL_AND_TRADE_WORDS.find((known) => known.toLowerCase() === word);
    return firmWord ? inCaseOf(firmWord, others) : word;
  });
}

/**
 * The legal or trade word a misread word was: a letter off ("Genaral"), or two in a long word ("Lirhited"); its first
 * letter read right, and not the word with more letters after it ("Generali" is a name of its own).
 */
function legalOrTradeWordOf(word: string): string | undefined {
  if (!/^\p{L}{5,}$/u.test(word)) return undefined;
  const lower = word.toLowerCase();
  return LEGAL_AND_TRADE_WORDS.find((firmWord) => {
    const known = firmWord.toLowerCase();
    return known !== lower && known[0] === lower[0] && !lower.startsWith(known) && distance(known, lower) <= (word.length >= 8 ? 2 : 1);
  });
}

/**
 * A firm's name whose own words OCR misread: "Company Lirhited", "Insuranc e" (a gap read in a word),
 * "PvtLtd" (its space lost), "Insurance Ce. Ltd." ("Co." read as "Ce.").
 */
function firmWordsMended(text: string): string {
  const joined = text.replace(/\b(\p{L}{4,}) (\p{L}{1,2})\b/gu, (pair, head: string, tail: string) =>
    LEGAL_AND_TRADE_WORDS.some((word) => word.toLowerCase() === (head + tail).toLowerCase()) ? head + tail : pair,
  );
  const parted = joined.replace(/\b(pvt)(?=ltd\b)/gi, '$1 ').replace(/\bce\.(?=\s+ltd\b)/gi, (found) => (found === 'CE.' ? 'CO.' : 'Co.'));
  return parted.replace(/\p{L}+/gu, (word) => {
    const meant = legalOrTradeWordOf(word);
    return meant ? inCaseOf(meant, word) : word;
  });
}

/** A word of three letters or more, in small letters after a capital or in capitals, before a full stop and another. */
const WORD_BEFORE_WORD = /\b(\p{Lu}(?:\p{Ll}{2,}|\p{Lu}{2,}))\.(?=\p{Lu}(?:\p{Ll}{2,}|\p{Lu}{2,})\b)/gu;
/** A title or firm's word that a full stop may join to a name: "Capt.Arjun", "M/S.Sharma Traders", "Pvt.Ltd". */
const TITLE_OR_FIRM = /^(?:mrs|miss|shri|shree|smt|sri|kumari|kum|capt|prof|late|col|major|pvt|ltd|co|corp|bros|engg)$/i;

/** Two words a speck between them joined, read as a full stop ("Suresh.Kamath", "Salt.Lake"), with a space there; not after an abbreviation. */
const wordsJoinedByStop = (text: string, abbreviation: RegExp) => text.replace(WORD_BEFORE_WORD, (joined, word: string) => (abbreviation.test(word) ? joined : `${word} `));

/**
 * A person's name whose names a speck between them joined, read as a full stop ("Suresh.Kamath"), with a space
 * there; not after a title ("Capt.Arjun") nor in a firm's name. (A dash may be the name's own: "Rao-Desai".)
 * Undefined when there is none.
 */
export function personNameFromOcr(text: string): string | undefined {
  if (/\b(?:ltd|limited|pvt|llp|m\/s|traders|enterprises)\b/i.test(text)) return undefined;
  const mended = wordsJoinedByStop(text, TITLE_OR_FIRM);
  return mended === text ? undefined : mended;
}

/**
 * A code whose part between dashes or slashes is letters but for a 0 ("0G-24-8172…"): OCR read the
 * letter O as the digit. Undefined when there is none.
 */
export function codeLettersFromOcr(text: string): string | undefined {
  const mended = text.replace(/(?<=^|[-/])(?=[A-Z0]{2,4}(?:[-/]|$))[A-Z0]*[A-Z][A-Z0]*/g, (part) => part.replace(/0/g, 'O'));
  return mended === text ? undefined : mended;
}

/** The mail services most Indian customers' addresses are at. */
export const COMMON_MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'yahoo.co.in', 'outlook.com', 'hotmail.com', 'rediffmail.com', 'icloud.com'];

/** A domain read without one of its dots ("yahoo.coin" of "yahoo.co.in"); not one a letter short ("mail.com" is a service of its own). */
const lostDot = (domain: string, common: string) => [...common].some((char, index) => char === '.' && common.slice(0, index) + common.slice(index + 1) === domain);

/** Top-level domains a letter off "com" that are domains of their own: Colombia's, Cameroon's, Oman's, ".cam", ".mom". */
const DOMAINS_NEAR_COM = new Set(['co', 'cm', 'om', 'cam', 'mom']);

/** A domain whose ".com" OCR read a letter off ("sahajpolicy.tom"), mended; undefined for any other. */
function withComMended(domain: string): string | undefined {
  const [, name, top] = /^(.+\.)([a-z0-9]{2,4})$/.exec(domain) ?? [];
  return top && !DOMAINS_NEAR_COM.has(top) && distance(top, 'com') === 1 ? `${name}com` : undefined;
}

/**
 * An e-mail address whose domain OCR read a letter off a common mail service's ("outiook.com") or without a dot ("yahoo.coin"), with that domain;
 * one whose ".com" it read a letter off ("sahajpolicy.tom"), with ".com"; and one a speck before it made start with a mark
 * ("-deepak.kamath@gmail.com"), without it.
 */
export function emailFromOcr(printed: string): string | undefined {
  const text = printed.replace(/^[-–—.,'"‘’“”•·]+/, '');
  const at = text.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = text.slice(at + 1).toLowerCase();
  const meant = COMMON_MAIL_DOMAINS.find((common) => (domain.length === common.length && distance(domain, common) === 1) || lostDot(domain, common)) ?? withComMended(domain);
  const mended = meant ? `${text.slice(0, at)}@${meant}` : text;
  return mended === printed ? undefined : mended;
}

/** A model's "(O)" (a trim's option pack: "Creta SX (O)") read as a zero. Undefined when there is none. */
export function modelFromOcr(text: string): string | undefined {
  const mended = text.replace(/\(0\)/g, '(O)');
  return mended === text ? undefined : mended;
}

/** An e-mail address after a word of its own letters: OCR read the underscore joining them as a space ("chetan singh81@hotmail.com"). */
export function emailWithLostUnderscore(text: string): string | undefined {
  const parts = /^([a-z][a-z0-9.]*)\s([a-z0-9][a-z0-9._-]*@[a-z0-9.-]+\.[a-z]{2,})$/i.exec(text.trim());
  return parts && !/^(?:e?mail|id)$/i.test(parts[1]) ? `${parts[1]}_${parts[2]}`.toLowerCase() : undefined;
}

/**
 * The J of JAN, JUN or JUL, which OCR drops or reads as a bracket, a bar or a figure stuck to the day
 * ("214 UL-2023" read from "21-JUL-2023", "22) UL-2023", "19 UL-2023"): only in capitals, after a day (not a
 * registration number's district: "KA 01 AN 2023") and before a four-figure year.
 */
const MONTH_WITHOUT_J = /(?<![\p{L}\d,.])(?<!\b(?!TO\s)[A-Z]{2}\s)(\d{1,2})([147]?)\s?[)\]|}!]?\s?(AN|UN|UL)(?=[\s.,/-]*(?:19|20)\d{2}(?!\d))/gu;

/** A month name OCR read with a digit for a letter ("10/0ct/2025", "5ep") or without its J ("214 UL-2023"), with its letters back. Undefined when there is none. */
export function monthNamesFromOcr(text: string): string | undefined {
  const mended = text.replace(MONTH_WITHOUT_J, (_, day: string, _j: string, rest: string) => `${day}-J${rest}`).replace(/(?<![\p{L}\d])[\p{L}\d]{3,9}(?![\p{L}\d])/gu, (token) => {
    if (!/\p{L}/u.test(token) || !/\d/.test(token)) return token;
    const letters = swapped(token, MONTH_LETTER_FOR);
    return WHOLE_MONTH_NAME.test(letters) ? letters : token;
  });
  return mended === text ? undefined : mended;
}

/** A date's slash OCR read as a bracket or a bar between its figures ("25/11 [2024"). */
const DATE_SLASH_MISREAD = /(?<=\d)\s?[[\]{}|]\s?(?=\d)/g;

/** A day, month or year of figures and the letters they look like, standing alone ("Z1 Dec 2023", "O3/2O24"). */
const DATE_PART_MISREAD = /(?<![\p{L}\d])[\dODQIl|iSsBZzGbgq]{2,4}(?![\p{L}\d])/gu;

/** The 0 of a month of figures OCR read as a 6 or an 8, past December, between a day and a year ("10-64-2017"). */
const MONTH_ZERO_MISREAD = /(?<=\b\d{1,2}([-/.]))[68](?=\d\1\d{4}\b)/g;

/** A date OCR misread (see monthNamesFromOcr, DATE_PART_MISREAD, MONTH_ZERO_MISREAD and DATE_SLASH_MISREAD), mended. Undefined when there is none. */
function dateFromOcr(text: string): string | undefined {
  const figures = text
    .replace(DATE_SLASH_MISREAD, '/')
    .replace(DATE_PART_MISREAD, digitsFixed)
    .replace(MONTH_ZERO_MISREAD, '0');
  return monthNamesFromOcr(figures) ?? (figures === text ? undefined : figures);
}

/** A VIN's alphabet: no I, O or Q. */
export const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A VIN holds figures: a 17-letter word or name is none. */
const VIN_FIGURES = 4;
export const isVin = (text: string) => VIN.test(text) && (text.match(/\d/g) ?? []).length >= VIN_FIGURES;

/**
 * An amount whose decimal point OCR lost: "2528880" may be "25,288.80"; "10,72826", grouped, can only be "10,728.26";
 * so can "6,461 22", its point read as a space.
 */
export const paiseRestored = (text: string) =>
  text
    .trim()
    .replace(/^(\d{3,}|\d{1,3}(?:,\d{2,3})*,\d{3})(\d{2})$/, '$1.$2')
    .replace(/^(\d{1,3}(?:,\d{2,3})*,\d{3})\s(\d{2})$/, '$1.$2');

/** A rupee sign before an amount OCR read as another sign or a letter ("£10,728.26", "T3416"). */
export const CURRENCY_SIGN_MISREAD = /^\s*[₹£¥€$%&?RT]\s*(?=\d)/;

/**
 * A grouped amount OCR set a space in among its first figures ("1 0,321.75"): no amount starts "0,", so the figures
 * before it are its own. ("1 2,580.44" may be two things, and stays so.)
 */
const FIGURES_SET_APART = /^(\d{1,2})\s(?=0\d?,\d{2,3}\b)/;
const figuresClosedUp = (amount: string) => {
  const joined = amount.replace(FIGURES_SET_APART, '$1');
  return /^\d{1,3}(?:,\d{2,3})*,\d{3}\b/.test(joined) ? joined : amount;
};

/** An amount grouped in thousands whose decimal point OCR lost or whose figures it set apart, after a rupee sign it may have misread. */
function groupedAmountFromOcr(text: string): string | undefined {
  const amount = text.replace(CURRENCY_SIGN_MISREAD, '').replace(CURRENCY, ' ').trim();
  const restored = paiseRestored(figuresClosedUp(amount));
  return amount.includes(',') && restored !== amount ? restored : undefined;
}

/** A year whose figures OCR read as the letters they look like ("2Q20", "03/2O2O"): with its figures (see digitsFixed). */
function yearFromOcr(text: string): string | undefined {
  const fixed = digitsFixed(text);
  return fixed !== text && /\b(?:19|20)\d\d\b/.test(fixed) ? fixed : undefined;
}

/** A speck OCR read as a mark no code holds, between its letters and figures ("DKL-AW?72352"): without it. */
function codeFromOcr(text: string): string | undefined {
  const mended = text.replace(new RegExp(`(?<=[A-Za-z\\d])[${MARKS_NO_CODE_HOLDS}](?=[A-Za-z\\d])`, 'g'), '');
  return mended === text ? undefined : mended;
}

/**
 * An e-mail address OCR set a space in beside its @ ("abhishektrivedi26 @hotmail.com"), the whole text: without it.
 * (Not a part of one, "tanvitrivedi5 1 @gmail.com", which would read as "1@gmail.com".)
 */
function emailSpaceClosed(text: string): string | undefined {
  const parts = /^\s*([\w.+-]+)\s*@\s*([\w.-]+\.\w+)\s*$/.exec(text);
  return parts && !/^\S+@\S+$/.test(text.trim()) ? `${parts[1]}@${parts[2]}` : undefined;
}

/** What OCR text that reads as no value of a kind, or of one field, may have been printed as. */
type Rereading = (text: string) => string | undefined;
const OCR_REREADINGS_OF_KIND: Partial<Record<ValueKind, Rereading>> = {
  registration: registrationFromOcr,
  date: dateFromOcr,
  period: dateFromOcr,
  amount: groupedAmountFromOcr,
  year: yearFromOcr,
  code: codeFromOcr,
  email: emailSpaceClosed,
};
const OCR_REREADINGS_OF_FIELD: Partial<Record<Target, Rereading>> = {
  chasis_number: (text) => {
    const vin = vinFromOcr(text.trim())?.vin;
    return vin && isVin(vin) ? vin : undefined;
  },
};

export const ocrRereading = (target: Target, kind: ValueKind) => OCR_REREADINGS_OF_FIELD[target] ?? OCR_REREADINGS_OF_KIND[kind];

/** A VIN printed (or read by OCR) in two or three groups of its alphabet, the first its maker's three: "MEE 7P5010PG035058". */
export function vinInGroups(words: readonly string[]): string | undefined {
  const joined = words.join('');
  return words.length > 1 && words.length <= 3 && words[0].length === 3 && isVin(joined) ? joined : undefined;
}
