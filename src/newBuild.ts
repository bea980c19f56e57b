/**
 * A page loaded before a new build asks for scripts the new build replaced, and they are gone
 * (the server answers 404). Vite reports the failed import; the page loads again once, from the new
 * build, instead of showing a blank screen. Not again within a minute, so a script that truly
 * fails to load shows its error rather than reloading for ever.
 */
const RELOADED_AT = 'reloadedForNewBuild';

export function reloadOnNewBuild() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
