/**
 * What OCR misreads in numbers (O for 0, S for 5, B for 8, l for 1, a rupee sign read as 2 or 7)
 * offered as other readings of the same printed words, ranked below the reading as printed. The
 * choice takes a repaired reading only where the arithmetic checks prove it, and it is marked so
 * its confidence stays low otherwise. A chassis number is read as a VIN (values/ocrMisreadings.ts).
 */
import { conceptOf } from '../lexicon/concepts';
import { findDates } from '../normalise';
import { addressFromOcr, codeLettersFromOcr, CURRENCY_SIGN_MISREAD, digitsFixed, emailFromOcr, emailWithLostUnderscore, modelFromOcr, nameFromOcr, paiseRestored, personNameFromOcr, REPAIRED_SHARE, vinFromOcr } from '../values/ocrMisreadings';
import { makeNameFromOcr } from '../values/makes';
import { readValue } from '../values/readValue';
import type { Candidate } from './candidates';

/** A VIN's repaired serial outranks the reading as printed (the serial is digits), but is marked as repaired. */
const VIN_GUESS_SHARE = 1.05;

/** A rupee sign read as a figure or as another sign: "23,416.00" or "£3,416.00" may be "₹3,416.00". */
const withoutLeadingSign = (text: string) => (CURRENCY_SIGN_MISREAD.test(text) ? text.replace(CURRENCY_SIGN_MISREAD, '') : text.replace(/^\s*[27]\s*(?=\d)/, ''));

/** An amount OCR cut in two with a space inside a group: "8,1 72.30" may be "8,172.30". */
const spaceClosed = (text: string) => text.trim().replace(/^(\d{1,3}(?:[.,]\d{1,3})*)\s(\d{1,3}(?:[.,]\d{1,3})*)$/, '$1$2');

/** A comma grouping thousands read as a stop: "7.897" may be "7,897" (no rupee amount has three figures of paise). */
const groupingCommaRestored = (text: string) => text.trim().replace(/^(\d{1,3})\.(\d{3})$/, '$1,$2');

/** Every reading of an amount the misreadings above may have made, the printed text first. */
function amountReadings(text: string): string[] {
  const readings = [text];
  for (const repair of [digitsFixed, withoutLeadingSign]) readings.push(...readings.map(repair));
  for (const reading of [...readings]) readings.push(paiseRestored(reading), spaceClosed(reading), groupingCommaRestored(reading));
  return [...new Set(readings)].slice(1);
}

const digitsFixedOnly = (text: string) => [digitsFixed(text)];
const REPAIRS: Record<string, (text: string) => string[]> = {
  amount: amountReadings,
  ...Object.fromEntries(['percent', 'date', 'period', 'phone', 'year', 'count'].map((kind) => [kind, digitsFixedOnly])),
};

/** The two words a run of OCR text is, when it is two: a code Tesseract cut in two after a wide letter. */
function twoWords(text: string): [string, string] | undefined {
  const words = text.trim().split(/\s+/);
  return words.length === 2 ? [words[0], words[1]] : undefined;
}

/** A VIN Tesseract cut in two after its J, which it read as "]" ("MZ7R] TAN7EL979282"): a guess, never certain. */
function vinSplitByOcr(text: string): { vin: string; certain: boolean } | undefined {
  const words = twoWords(text);
  const vin = words && vinFromOcr(words.join(''));
  return vin && { vin: vin.vin, certain: false };
}

/**
 * An engine number cut in two ("H4KIY 8271625", "HR10-AY 81559"): two words of capitals and figures, each holding a
 * figure; a J set apart from its next letter may come out as a bracket ("H4K-) P40275").
 */
function engineNumberSplitByOcr(text: string): string | undefined {
  const words = twoWords(text.replace(/(?<=[A-Z\d-])[)\]](?=\s|$)/g, 'J'));
  return words?.every((word) => /^[A-Z0-9-]+$/.test(word) && /\d/.test(word)) ? words.join('') : undefined;
}

export function repairOcrReadings(candidates: readonly Candidate[]): Candidate[] {
  const repaired: Candidate[] = [];
  for (const candidate of candidates) {
    const kind = conceptOf(candidate.target).kind;
    const value = typeof candidate.value === 'string' ? candidate.value : undefined;
    const vin = candidate.target === 'chasis_number' && value !== undefined ? vinFromOcr(value) ?? vinSplitByOcr(candidate.span.text) : undefined;
    if (vin) {
      if (vin.certain) candidate.value = vin.vin;
      else if (vin.vin !== value) repaired.push({ ...candidate, value: vin.vin, score: candidate.score * VIN_GUESS_SHARE, repaired: true });
      continue;
    }
    if (kind === 'email' && value !== undefined) {
      // No mail service is called "outiook.com": the domain a letter off a common one (or a dot short) is that one; an
      // underscore read as a space is put back (both flagged as repaired).
      const joined = emailWithLostUnderscore(candidate.span.text);
      const email = emailFromOcr(joined ?? value) ?? joined;
      if (email) Object.assign(candidate, { value: email, repaired: true });
      continue;
    }
    const engineNumber = candidate.target === 'engine_number' ? engineNumberSplitByOcr(candidate.span.text) : undefined;
    if (engineNumber && engineNumber !== value) repaired.push({ ...candidate, value: engineNumber, score: candidate.score * VIN_GUESS_SHARE, repaired: true });
    const code = kind === 'code' && value !== undefined ? codeLettersFromOcr(value) : undefined;
    if (code) Object.assign(candidate, { value: code, repaired: true });
    const name = kind === 'name' && value !== undefined ? nameFromOcr(value) : undefined;
    if (name) candidate.value = name;
    const address = kind === 'address' && value !== undefined ? addressFromOcr(value) : undefined;
    if (address) candidate.value = address;
    const person = candidate.target === 'customer_name' && typeof candidate.value === 'string' ? personNameFromOcr(candidate.value) : undefined;
    if (person) candidate.value = person;
    const model = candidate.target === 'model' && value !== undefined ? modelFromOcr(value) : undefined;
    if (model) candidate.value = model;
    const make = candidate.target === 'make' && value !== undefined ? makeNameFromOcr(value) : undefined;
    if (make) candidate.value = make;
    // A date of a period was read from the period's text: its repair is the period's.
    if (kind === 'date' && findDates(candidate.span.text).length > 1) continue;
    const offered = new Set([candidate.value]);
    for (const text of REPAIRS[kind]?.(candidate.span.text) ?? []) {
      const reading = readValue(candidate.target, text, candidate.label?.text ?? '');
      if (!reading || offered.has(reading.value) || reading.end) continue;
      offered.add(reading.value);
      repaired.push({ ...candidate, value: reading.value, score: candidate.score * REPAIRED_SHARE, repaired: true });
    }
  }
  return repaired;
}
