/**
 * The window's height, read as the app starts and after each resize rather than while React
 * renders: reading `innerHeight` makes the browser lay the page out there and then if anything
 * changed since it last did, and in the middle of a list's render that is a whole layout of the
 * page done twice (BENCHMARKS.md, 2026-11-25). At start the page is still empty, so the layout is
 * nothing. The screen's height is no stand-in: with the browser emulating a device it can be
 * smaller than the window.
 */
let tracked: number | undefined;

export function trackWindowHeight() {
  tracked = window.innerHeight;
  window.addEventListener('resize', () => (tracked = window.innerHeight), { passive: true });
}

export const windowHeight = () => tracked ?? window.innerHeight;
