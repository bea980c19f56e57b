/** Money as the spec shows it: Indian rupees, Indian grouping, no decimals (₹1,23,457), in the user's language. */
export const rupeeFormat = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

// Building an Intl.NumberFormat costs far more than formatting with one; charts and lists format
// hundreds of amounts per render, so each locale and option set gets one formatter.
const formatters = new Map<string, Intl.NumberFormat>();

function rupeeFormatter(intlLocale: string, options: Intl.NumberFormatOptions) {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, { ...rupeeFormat, ...options });
    formatters.set(key, formatter);
  }
  return formatter;
}

export const formatRupees = (value: number | null | undefined, intlLocale = 'en-IN', options: Intl.NumberFormatOptions = {}) =>
  value === null || value === undefined ? '' : rupeeFormatter(intlLocale, options).format(value);
