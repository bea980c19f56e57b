/** Money as the spec shows it: Indian rupees, Indian grouping, no decimals (₹1,23,457), in the user's language. */
const rupeeFormat = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

// Building an Intl formatter costs far more than formatting with one (and toLocaleString builds
// one per call); charts and lists format hundreds of values per render, so each locale and option
// set gets one formatter.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cachedFormatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Rupees to the paisa ("₹876.75", "₹877.00"): payments and commissions, matched against what was due. */
export const TO_THE_PAISA: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

export const formatRupees = (value: number | null | undefined, intlLocale = 'en-IN', options: Intl.NumberFormatOptions = {}) =>
  value === null || value === undefined
    ? ''
    : cachedFormatter(`rupees|${intlLocale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale, { ...rupeeFormat, ...options })).format(value);

/** A count in the user's language with Indian grouping (10,00,000). */
export const formatCount = (value: number, intlLocale = 'en-IN') =>
  cachedFormatter(`count|${intlLocale}`, () => new Intl.NumberFormat(intlLocale)).format(value);

/**
 * A date (or date and time) in the user's language; '' when there is none. A date without a time
 * ('2024-03-12') is a calendar day rather than an instant, so it is read and shown in UTC: no time
 * zone west of Greenwich moves it to the day before.
 */
export function formatDate(value: unknown, intlLocale = 'en-IN', options: Intl.DateTimeFormatOptions = {}) {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return '';
  const calendarDay = typeof value === 'string' && value.length <= 10;
  const settings = calendarDay ? { ...options, timeZone: 'UTC' } : options;
  return cachedFormatter(`date|${intlLocale}|${JSON.stringify(settings)}`, () => new Intl.DateTimeFormat(intlLocale, settings)).format(date);
}
