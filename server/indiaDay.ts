/** Today's date (YYYY-MM-DD) in India, where the brokerage's days begin and end. */
export const indiaToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
