/**
 * Turns the text printed as a value into the value of its slot's kind, or undefined when the text
 * is not one (so the next candidate is tried instead of a wrong value being kept).
 */
import type { SlotKind } from './labels';
import {
  findDates,
  parseAmount,
  parseBusinessType,
  parseDate,
  parseFuelType,
  parsePolicyType,
  parseRegistration,
} from './normalise';

export type PrintedValue =
  | { kind: 'single'; value: string | number }
  | { kind: 'period'; start: string; end: string }
  | { kind: 'percent'; value?: number; amount?: number };

/** "NA", "N.A.", "Not Applicable", "Nil", "-": printed where a schedule has no value. */
const NOT_APPLICABLE = /^(?:n\.?\s*a\.?|not\s+applicable|nil|none|-+|–|—|\*+)$/i;

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\s+/g, ' ').trim();

/** Address lines joined as a reader would: a comma between lines unless the line ran on. */
export function joinAddress(text: string): string {
  return text
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .reduce((address, part) => {
      if (!address) return part;
      const pin = /^(?:pin(?:\s*code)?|pincode|postal\s+code|zip)\s*[:.-]?\s*(\d{6})$/i.exec(part);
      if (pin) return `${address.replace(/[,\s]+$/, '')} - ${pin[1]}`;
      const ranOn = /,$/.test(address) || /\b(?:and|of|near|opp\.?|opposite|behind|the|at|on|in|to|&|-)$/i.test(address) || /^[a-z]/.test(part);
      return `${address}${ranOn ? ' ' : ', '}${part}`;
    }, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The percentages printed in a label ("CGST @ 9% + SGST @ 9%" is 18). */
export function labelPercent(label: string): number | undefined {
  const percents = [...label.matchAll(/(\d{1,2}(?:\.\d+)?)\s*%/g)].map((match) => Number(match[1]));
  return percents.length ? Math.round(percents.reduce((sum, value) => sum + value, 0) * 100) / 100 : undefined;
}

const MOBILE = /(?:\+?91[\s-]*|\b0)?\b([6-9]\d{2}[\s-]?\d{3}[\s-]?\d{4}|[6-9]\d{4}[\s-]?\d{5})\b/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** Policy, engine, chassis and broker numbers: letters, digits, / and -, with a digit or long enough not to be a word. */
const IDENTIFIER = /^(?=.*\d)[A-Za-z0-9/-]{3,}[.,]?$|^[A-Z0-9]{6,}$/;

export function readValue(kind: SlotKind, printed: string, label: string): PrintedValue | undefined {
  const text = printed.trim();
  if (!text || NOT_APPLICABLE.test(oneLine(text))) return undefined;
  const single = (value: string | number | undefined): PrintedValue | undefined =>
    value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value)) ? undefined : { kind: 'single', value };

  switch (kind) {
    case 'text':
    case 'name': {
      const value = oneLine(text).replace(/[,;:]+$/, '');
      return /[A-Za-z]/.test(value) && !EMAIL.test(value) ? single(value) : undefined;
    }
    case 'address': {
      const value = joinAddress(text);
      return /[A-Za-z]/.test(value) ? single(value) : undefined;
    }
    case 'code': {
      // An identifier that wraps continues on the next line without a space ("MA3AZ4LL14VW6R6K" / "K").
      const [first, ...wrapped] = text.split('\n').map(oneLine);
      const token = first.split(' ').find((word) => IDENTIFIER.test(word));
      if (!token) return undefined;
      const tail = wrapped.filter((part) => /^[A-Z0-9/-]{1,8}$/.test(part) && first.split(' ').length === 1).join('');
      return single(`${token}${tail}`.replace(/[,;.]+$/, ''));
    }
    case 'date':
      return single(parseDate(text));
    case 'period': {
      const [start, end] = findDates(text);
      return start && end ? { kind: 'period', start, end } : undefined;
    }
    case 'amount': {
      if (!/\d/.test(text)) return undefined;
      const amount = parseAmount(text.replace(/\d+(?:\.\d+)?\s*%/g, ' '));
      return amount === undefined ? undefined : single(Math.abs(amount));
    }
    case 'percent': {
      const percent = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(text);
      if (percent) return { kind: 'percent', value: Number(percent[1]) };
      if (/^\d{1,2}(?:\.0+)?$/.test(oneLine(text))) return { kind: 'percent', value: Number(oneLine(text)) };
      const amount = /\d/.test(text) ? parseAmount(text) : undefined;
      const fromLabel = labelPercent(label);
      if (amount === undefined && fromLabel === undefined) return undefined;
      return { kind: 'percent', value: fromLabel, amount: amount === undefined ? undefined : Math.abs(amount) };
    }
    case 'year': {
      const years = oneLine(text).match(/\b(?:19[5-9]\d|20\d\d)\b/g);
      return years ? single(Number(years.at(-1))) : undefined;
    }
    case 'count': {
      const count = /\d[\d,]*/.exec(text)?.[0].replace(/,/g, '');
      return single(count === undefined ? undefined : Number(count));
    }
    case 'registration': {
      if (/^new\b/i.test(text)) return single('NEW');
      return single(parseRegistration(text)?.vehicle_number);
    }
    case 'email':
      return single(EMAIL.exec(text)?.[0].toLowerCase());
    case 'phone':
      return single(MOBILE.exec(text)?.[1].replace(/[\s-]/g, ''));
    case 'policyType':
      return single(parsePolicyType(text));
    case 'businessType':
      return single(parseBusinessType(text));
    case 'fuelType':
      return single(parseFuelType(text));
  }
}
