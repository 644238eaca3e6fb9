import { options } from 'preact';

/**
 * When passive effects (useEffect, and the subscriptions of useSyncExternalStore) run.
 *
 * Preact waits for the next animation frame, and drops the effects of a component unmounted before then.
 * React runs them before anything else happens: at once after a render caused by input, and always before
 * the next render or unmount. Code written for React relies on that: TanStack Query calls a mutation's
 * onError only if the component has subscribed by then, and the dashboard records a visit in an effect
 * that must not be lost when the page is left quickly. Running them in a microtask right after the commit
 * gives React's order: after the DOM is updated, before any further event, timer or render.
 */
export function runEffectsAfterCommit(): void {
  options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
}
