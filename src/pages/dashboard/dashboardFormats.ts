import { formatDate } from '../../i18n/formats';

/** Spec section 9: charts 300 high; 7 pie colours, cycling. Money: src/i18n/formats.ts. */
export const CHART_HEIGHT = 300;
export const PIE_COLOURS = ['#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#f9a825'];

/** A month's key ('2025-04') on a chart's axis and in its tooltip: 'Apr 2025', 'अप्रैल 2025'. */
export const formatMonth = (key: unknown, intlLocale: string) => formatDate(String(key), intlLocale, { month: 'short', year: 'numeric' });
