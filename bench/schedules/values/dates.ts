/** ISO date arithmetic in UTC ("2024-03-12"). */

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `years` later (29 February becomes 1 March). */
export function addYears(iso: string, years: number): string {
  const date = toDate(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return toIso(date);
}

export const yearOf = (iso: string) => Number(iso.slice(0, 4));
