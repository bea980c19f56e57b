/** Money as the spec shows it: Indian rupees, Indian grouping, no decimals (₹1,23,457), in the user's language. */
export const rupeeFormat = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

export const formatRupees = (value: number | null | undefined, intlLocale = 'en-IN', options: Intl.NumberFormatOptions = {}) =>
  value === null || value === undefined ? '' : new Intl.NumberFormat(intlLocale, { ...rupeeFormat, ...options }).format(value);
