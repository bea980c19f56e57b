/** Spec section 9: currency INR, en-IN, no decimals; charts 300 high; 7 pie colours, cycling. */
export const CHART_HEIGHT = 300;
export const PIE_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#f9a825'];

export const formatRupees = (value: number, options: Intl.NumberFormatOptions = {}) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, ...options }).format(value);
