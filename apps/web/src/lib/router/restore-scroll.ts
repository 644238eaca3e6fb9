/** How long a returning page may take to grow tall enough for its position; past it, the page stays where it is. */
export const RESTORE_PATIENCE_MS = 3_000;

/** What the reader does to scroll: once they have, the page is theirs and restoring stops. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const arrived = (y: number) => Math.abs(window.scrollY - y) < 1;

/**
 * Scrolls to `y`, and again each time the page grows, until it gets there. A page drawn in steps is too short for
 * its position at first (the league home draws its sections below the first screen a task later, ADR 046, and a
 * page's data may still be arriving), and the browser stops at the end of what is there. Stops once the reader
 * scrolls, after RESTORE_PATIENCE_MS, or when the returned function is called (another navigation).
 */
export function restoreScroll(y: number): () => void {
  window.scrollTo(0, y);
  if (arrived(y) || typeof ResizeObserver === 'undefined') return () => {};

  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (arrived(y)) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
