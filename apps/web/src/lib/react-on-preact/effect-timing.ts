import { options } from 'preact';

// Taken when this module loads, as React's scheduler does: a test that fakes timers must not stop rendering.
const setTimeoutAsLoaded = globalThis.setTimeout.bind(globalThis);

let runningEffects = false;

/**
 * When passive effects (useEffect, and the subscriptions of useSyncExternalStore) run, and when what they
 * change is drawn.
 *
 * Preact waits for the next animation frame, and drops the effects of a component unmounted before then.
 * React runs them before anything else happens: at once after a render caused by input, always before the
 * next render or unmount. Code written for React relies on that: TanStack Query calls a mutation's onError
 * only if the component has subscribed by then, and the dashboard records a visit in an effect that must
 * not be lost when the page is left quickly. So effects run in a microtask right after the commit.
 *
 * React then draws an update made by an effect in a task of its own, not in the same one. Libraries rely on
 * that too: dnd-kit starts listening for the arrow keys in a timeout when a card is picked up, and announces
 * the pick-up from an effect; drawn at once, the announcement could invite the next key before anyone
 * listens. So an update made while effects run is drawn in a timeout, after those already queued.
 */
export function runEffectsAsReactDoes(): void {
  options.requestAnimationFrame = (runEffects) =>
    queueMicrotask(() => {
      runningEffects = true;
      try {
        runEffects();
      } finally {
        runningEffects = false;
      }
    });
  options.debounceRendering = (render) => {
    if (runningEffects) setTimeoutAsLoaded(render);
    else queueMicrotask(render);
  };
}
