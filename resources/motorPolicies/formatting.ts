/** Money as the spec shows it: Indian rupees, en-IN grouping, no decimals (₹1,23,457). */
export const rupeeFormat = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } as const;

export const formatRupees = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : new Intl.NumberFormat('en-IN', rupeeFormat).format(value);
