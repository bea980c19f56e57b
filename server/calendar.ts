/** The brokerage's calendar: days begin and end in India (IST, UTC+05:30); months are YYYY-MM. */
import { endOfMonth, format, parseISO } from 'date-fns';

/** Today's date (YYYY-MM-DD) in India. */
export const indiaToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);

/** The instant (ISO) a day (YYYY-MM-DD) begins in India. */
export const startOfIndiaDay = (date: string) => new Date(`${date}T00:00:00+05:30`).toISOString();

/** The instant (ISO) the day after `date` begins in India: the day's end, not included. */
export const startOfNextIndiaDay = (date: string) => new Date(Date.parse(startOfIndiaDay(date)) + 86_400_000).toISOString();

/** The first and last day (YYYY-MM-DD) of a month given as YYYY-MM. */
export const daysOfMonth = (month: string) => ({ first: `${month}-01`, last: format(endOfMonth(parseISO(`${month}-01`)), 'yyyy-MM-dd') });
