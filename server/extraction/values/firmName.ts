/**
 * A firm's name (an insurer's, a broker's) printed over lines: "KONARK SURAKSHA" / "GENERAL INSURANCE CO." /
 * "LTD.". Its later lines are firm's words only, which labels have too ("Insurance Company"): they go on a
 * name that already reads as a firm's, or when they hold its legal form.
 */
import { labelWordShare } from '../lexicon/match';

/** What ends a company's name: "LTD", "Pvt. Ltd.", "LLP". */
export const COMPANY_SUFFIX = /^(?:(?:pvt\.?|private)\s+)?(?:ltd\.?|limited|llp|inc\.?|co\.|corporation)$/i;

/** Fields naming a firm: their value may take a line more than a person's name. */
export const FIRM_FIELDS: ReadonlySet<string> = new Set(['previous_insurer_name', 'broker_name']);

const FIRM_WORD = String.raw`(?:general|insurance|assurance|company|co\.?|ltd\.?|limited|llp|pvt\.?|private|corporation|brokers?|broking|services|of|india|\(india\)|&)`;
/** A line of a firm's words only ("GENERAL INSURANCE CO.", "LTD."). */
const FIRM_LINE = new RegExp(String.raw`^${FIRM_WORD}(?:[\s,]+${FIRM_WORD})*[\s,]*$`, 'i');
/** A firm's legal form anywhere in a line. */
export const LEGAL_FORM = /\b(?:co\.?|ltd\.?|limited|llp|pvt\.?|private|corporation)(?=[\s,]|$)/i;
/*
 * Kinds of firm told by their names' words, each as wide as its use needs:
 * - FIRM_NAMED: any firm of the trade (a name, not a person's: under a person's name "Insurance Company" is a label);
 * - INSURER_WORDS: an insurance company; INSURANCE_COMPANY the same without "Assurance" (narrow: so named, a firm is an insurer,
 *   while "Sterling Quality Assurance Pvt. Ltd." may be anyone's customer);
 * - SELLER_WORD: any firm selling a policy, broker, agency or dealer's "Services" (wide: such a name is no insurer's);
 * - BROKER_WORD: an insurance broker or web aggregator (narrow: evidence that a firm is the broker, not a dealer or a financier).
 */
export const FIRM_NAMED = /\b(?:general|insurance|assurance|co|company|brokers?|broking)\b/i;
export const INSURANCE_COMPANY = /\b(?:general\s+insurance|insurance\s+co(?:mpany)?)\b/i;
export const INSURER_WORDS = /\b(?:general\s+insurance|insurance\s+co(?:mpany)?|assurance)\b/i;
export const SELLER_WORD = /\b(?:brok(?:ers?|ing)|intermediar(?:y|ies)|agency|agents?|services|solutions|advisors?|consultants?)\b/i;
export const BROKER_WORD = /\b(?:brokers?|broking|advisors|intermediar(?:y|ies)|(?:web\s+)?aggregators?)\b/i;
/** A firm's name is whole once it ends in its legal form. */
const FIRM_ENDED = /\b(?:ltd|limited|corporation)\.?$/i;
/** A firm's name closed by its legal form ("… Brokers Pvt. Ltd."): what follows is another thing (its address). */
export const firmNameEnded = (name: string) => FIRM_ENDED.test(name.trim());

/** Where a firm's own name ends and the firm's words closing it begin ("Narmada" | "General Insurance Co."); the count when none do. */
export function firmWordsFrom(words: readonly string[]): number {
  let index = words.length;
  while (index > 0 && FIRM_LINE.test(words.slice(index - 1).join(' '))) index--;
  return index;
}

/**
 * A firm's name, its own words no label's, closing in the firm's legal form ("TRIKUTA GENERAL ASSURANCE CO."): a value,
 * though labels have its closing words.
 */
export function isFirmsName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const from = firmWordsFrom(words);
  return from > 0 && from < words.length && LEGAL_FORM.test(words.at(-1)!) && labelWordShare(words.slice(0, from).join(' ')) < 0.5;
}

/** Whether a firm's name read so far goes on into the next printed line. */
export function firmNameGoesOn(nameSoFar: string, nextLine: string): boolean {
  const line = nextLine.trim();
  return !FIRM_ENDED.test(nameSoFar) && FIRM_LINE.test(line) && (LEGAL_FORM.test(line) || FIRM_NAMED.test(nameSoFar));
}

/** A legal form no label ends in (a label may end in "Co.": "Name of Insurance Co."). */
export const ENDS_IN_LEGAL_FORM = /\b(?:pvt|ltd|limited|llp|private)\.?$/i;

/**
 * A run a broker's or insurer's name is by itself, its separator lost or never printed: it ends in a legal form no label
 * ends in and its own words are at most half a label's, the first none ("SAHAJ POLICY BROKERS PVT", "Dhwaja Insurance Brokers LLP").
 */
export function isFirmsNameAlone(text: string): boolean {
  const words = text.trim().split(/\s+/);
  const from = firmWordsFrom(words);
  // (A run starting with a label's word is that label and the name: "Name of Intermediary Dhan Raksha … Pvt. Ltd.")
  return ENDS_IN_LEGAL_FORM.test(words.at(-1)!) && from > 0 && from < words.length && labelWordShare(words[0]) === 0 && labelWordShare(words.slice(0, from).join(' ')) <= 0.5;
}

/**
 * A firm's name printed with its code after it, as a label naming both asks ("Agent/Broker Name & Code: Bhopal Bima
 * Brokers Pvt. Ltd. (BBB-MP-118)", "Intermediary Name/Code: Kavach Insurance Broking Pvt. Ltd. / IRDA/DB/712/18"): the
 * two apart. A code holds a figure and no space; undefined when the text ends in none.
 */
export function firmNameAndCode(text: string): { name: string; code: string } | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  const parts = /^(.*\p{L}.*?)\s*(?:\(\s*([^\s()]*\d[^\s()]*)\s*\)|\s[/|]\s*([^\s()]*\d[^\s()]*))\s*$/u.exec(line) ?? CODE_LABELLED.exec(line);
  return parts ? { name: parts[1].replace(/[\s,/|-]+$/, ''), code: parts[2] ?? parts[3] } : undefined;
}

/** …or with the code's own label between ("Padmavathi Insurance Agency, Licence / Code No. AG-0600214,"). */
const CODE_LABELLED = /^(.*\p{L}.*?)\s*[,;]\s*(?:licen[cs]e|code|id|irdai?|regn?\.?)(?:\s*[/&]?\s*(?:licen[cs]e|code|id|no\.?|number))*\s*[:.-]?\s*([^\s,()]*\d[^\s,()]*)\s*,?$/iu;

/** Legal forms a firm's name is whole with (see FIRM_ENDED), and the labels of another pair that may follow it in one run. */
const FIRM_THEN_LABEL = /^(.*?\b(?:ltd\.?|limited|llp|corporation))\s+(?=(?:policy|expir\w*|valid|period|code|licen[cs]e|ncb|no\.?)\b)/i;

/** A firm's name closed by its legal form before another pair's label: "Vembanad General Insurance Ltd." of "… Ltd. Policy No. VGI/…". */
export const firmNameBeforeLabel = (text: string) => FIRM_THEN_LABEL.exec(text)?.[1];
