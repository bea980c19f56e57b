/** Spec section 9: charts 300 high; 7 pie colours, cycling. Money: src/i18n/formats.ts. */
export const CHART_HEIGHT = 300;
export const PIE_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#f9a825'];


/** A month's key ('2025-04') on a chart's axis and in its tooltip: 'Apr 2025', 'अप्रैल 2025'. */
export const MONTH_OF_YEAR: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };
