/**
 * The dashboard's period choices as start-date ranges (inclusive ISO dates). India's financial
 * year runs from 1 April to 31 March.
 */
import { endOfMonth, lightFormat, startOfMonth, subMonths } from 'date-fns';

export const PERIOD_PRESETS = ['thisMonth', 'last3Months', 'thisFinancialYear', 'allTime', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface DashboardPeriod {
  preset: PeriodPreset;
  /** The range typed for `custom`. */
  from?: string;
  to?: string;
}

export interface DateRange {
  from?: string;
  to?: string;
}

// lightFormat: the same pattern without date-fns' locale data, which `format` brings into the panel's first load.
const iso = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** April is month 3 (0-based): before it, the financial year began last April. */
export function financialYearOf(today: Date): Required<DateRange> {
  const startYear = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

export function rangeOf(period: DashboardPeriod, today = new Date()): DateRange {
  switch (period.preset) {
    case 'thisMonth':
      return { from: iso(startOfMonth(today)), to: iso(endOfMonth(today)) };
    case 'last3Months':
      return { from: iso(startOfMonth(subMonths(today, 2))), to: iso(endOfMonth(today)) };
    case 'thisFinancialYear':
      return financialYearOf(today);
    case 'custom':
      return { from: period.from || undefined, to: period.to || undefined };
    default:
      return {};
  }
}
