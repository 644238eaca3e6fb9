/**
 * A part of the app shell that is mounted only once something needs it (the confirm dialogs' host), so its
 * code stays out of the first page load (ADR 040). `request()` resolves once the host has mounted and can
 * take calls; the shell renders the host when `isRequested()` turns true.
 */
export interface OnDemandHost {
  request(): Promise<void>;
  isRequested(): boolean;
  subscribe(listener: () => void): () => void;
  /** Called by the host itself, from an effect, once it listens. */
  markMounted(): void;
}

export function createOnDemandHost(): OnDemandHost {
  let requested = false;
  const listeners = new Set<() => void>();
  let markMounted!: () => void;
  const mounted = new Promise<void>((resolve) => (markMounted = resolve));
  return {
    request() {
      if (!requested) {
        requested = true;
        for (const listener of listeners) listener();
      }
      return mounted;
    },
    isRequested: () => requested,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markMounted: () => markMounted(),
  };
}
