/**
 * What OCR misreads in numbers (O for 0, S for 5, B for 8, l for 1, a rupee sign read as 2 or 7)
 * offered as other readings of the same printed words, ranked below the reading as printed. The
 * choice takes a repaired reading only where the arithmetic checks prove it, and it is marked so
 * its confidence stays low otherwise. A chassis number is read as a VIN (values/ocrMisreadings.ts).
 */
import { conceptOf } from '../lexicon/concepts';
import { findDates } from '../normalise';
import { codeLettersFromOcr, DIGIT_FOR, emailFromOcr, emailWithLostUnderscore, nameFromOcr, REPAIRED_SHARE, vinFromOcr } from '../values/ocrMisreadings';
import { readValue } from '../values/readValue';
import type { Candidate } from './candidates';

/** A VIN's repaired serial outranks the reading as printed (the serial is digits), but is marked as repaired. */
const VIN_GUESS_SHARE = 1.05;

/** Letters inside a number read as the digits they look like: "1,2S4.O0" → "1,254.00". */
const digitsFixed = (text: string) => text.replace(/(?<=[\d,.])[ODQIl|iSsBZzGbgq]|[ODQIl|iSsBZzGbgq](?=[\d,.])/g, (letter) => DIGIT_FOR[letter] ?? letter);
/** A rupee sign read as a digit or a sign before an amount: "23,416.00" may be "₹3,416.00". */
const withoutLeadingSign = (text: string) => text.replace(/^\s*[27₹%&R?]\s*(?=\d)/, '');

/** An amount whose comma and decimal point OCR lost: "2528880" may be "25,288.80". */
const paiseRestored = (text: string) => text.trim().replace(/^(\d{3,})(\d{2})$/, '$1.$2');

const REPAIRS: Record<string, ((text: string) => string)[]> = {
  amount: [digitsFixed, withoutLeadingSign, (text) => withoutLeadingSign(digitsFixed(text)), paiseRestored],
  percent: [digitsFixed],
  date: [digitsFixed],
  period: [digitsFixed],
  phone: [digitsFixed],
  year: [digitsFixed],
  count: [digitsFixed],
};

/**
 * A VIN Tesseract cut in two after a J, which it read as "]" ("MZ7R] TAN7EL979282"): the code reading
 * took the longer part. A guess, never certain.
 */
function vinSplitByOcr(text: string): { vin: string; certain: boolean } | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length !== 2) return undefined;
  const vin = vinFromOcr(words.join(''));
  return vin && { vin: vin.vin, certain: false };
}

/**
 * An engine number Tesseract cut in two after a wide letter ("H4KIY 8271625", "HR10-AY 81559"): two
 * words of capitals and figures, each holding a figure, are one number. A guess, never certain.
 */
function codeSplitByOcr(text: string): string | undefined {
  const words = text.trim().split(/\s+/);
  return words.length === 2 && words.every((word) => /^[A-Z0-9-]+$/.test(word) && /\d/.test(word)) ? words.join('') : undefined;
}

export function repairOcrReadings(candidates: readonly Candidate[]): Candidate[] {
  const repaired: Candidate[] = [];
  for (const candidate of candidates) {
    const vin = candidate.target === 'chasis_number' && typeof candidate.value === 'string' ? vinFromOcr(candidate.value) ?? vinSplitByOcr(candidate.span.text) : undefined;
    if (vin) {
      if (vin.certain) candidate.value = vin.vin;
      else if (vin.vin !== candidate.value) repaired.push({ ...candidate, value: vin.vin, score: candidate.score * VIN_GUESS_SHARE, repaired: true });
      continue;
    }
    // No mail service is called "outiook.com": the domain a letter off a common one is that one; an
    // underscore read as a space is put back (both flagged as repaired).
    const joined = conceptOf(candidate.target).kind === 'email' ? emailWithLostUnderscore(candidate.span.text) : undefined;
    const address = joined ?? candidate.value;
    const email = conceptOf(candidate.target).kind === 'email' && typeof address === 'string' ? (emailFromOcr(address) ?? joined) : undefined;
    if (email) {
      Object.assign(candidate, { value: email, repaired: true });
      continue;
    }
    const whole = candidate.target === 'engine_number' ? codeSplitByOcr(candidate.span.text) : undefined;
    if (whole && whole !== candidate.value) repaired.push({ ...candidate, value: whole, score: candidate.score * VIN_GUESS_SHARE, repaired: true });
    const code = conceptOf(candidate.target).kind === 'code' && typeof candidate.value === 'string' ? codeLettersFromOcr(candidate.value) : undefined;
    if (code) Object.assign(candidate, { value: code, repaired: true });
    const name = conceptOf(candidate.target).kind === 'name' && typeof candidate.value === 'string' ? nameFromOcr(candidate.value) : undefined;
    if (name) candidate.value = name;
    // A date of a period was read from the period's text: its repair is the period's.
    if (conceptOf(candidate.target).kind === 'date' && findDates(candidate.span.text).length > 1) continue;
    for (const repair of REPAIRS[conceptOf(candidate.target).kind] ?? []) {
      const text = repair(candidate.span.text);
      if (text === candidate.span.text) continue;
      const reading = readValue(candidate.target, text, candidate.label?.text ?? '');
      if (!reading || reading.value === candidate.value || reading.end) continue;
      repaired.push({ ...candidate, value: reading.value, score: candidate.score * REPAIRED_SHARE, repaired: true });
    }
  }
  return repaired;
}
