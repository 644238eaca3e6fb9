/**
 * Whether going one step back stays in the app. The router's browser history (lib/router/history.ts) numbers
 * the tab's entries in `history.state.idx`, from 0 for the entry the app was opened on (it writes 0 there on
 * load when there is none), so on a freshly opened tab, or after arriving from another site, the index is 0
 * and one step back would leave the app.
 */
export function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}
