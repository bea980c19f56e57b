/** Spec section 9: charts 300 high; 7 pie colours, cycling. Money: src/i18n/formats.ts. */
export const CHART_HEIGHT = 300;
export const PIE_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#f9a825'];

