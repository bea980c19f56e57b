/**
 * Marks the app leaves on the browser's performance timeline (`performance.mark`), for anyone
 * timing it: `npm run bench` reads them from Lighthouse's trace (bench/lighthouse.ts), and they
 * show in the browser's own performance panel.
 */

/** A list's first rows are on the page (resources/core/ResponsiveList.tsx). */
export const FIRST_ROWS_MARK = 'list:first-rows';
