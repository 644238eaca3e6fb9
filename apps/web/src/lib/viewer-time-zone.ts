import { useEffect, useState } from 'react';

/**
 * The viewer's IANA time zone: overlaps are grouped by day in it, and new weekly slots keep their local time in it.
 *
 * Only Intl can name it, and the first question a page asks of Intl is the browser's first use of its ICU data:
 * 15 to 45 ms of main thread on this machine's Chromium (several times that on a phone), whichever Intl call
 * comes first (issue 10). That cost is the renderer process's, not the thread's: once a worker has asked Intl,
 * the page's own first Intl call takes under 3 ms (measured in fresh contexts, ADR 053). So a part that can wait
 * a moment for the zone (`useViewerTimeZone`) has a worker ask, off the main thread, and the pages that then
 * convert times with Intl (the weekly calendar, through luxon) find ICU ready; a page that shows the zone at
 * once reads it directly (`viewerTimeZone`). Either way it is asked once, and again only if the phone moves to
 * another zone.
 */

/** What a worker is to this module: it answers one message, or fails to load. */
export interface ZoneWorker {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

function readZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The zone, asked once and then remembered: here when it is needed at once, else of the worker `startWorker`
 * starts. It is asked again once the clock's UTC offset is not the one it was asked at, a cheap sign that the
 * phone has moved to another zone (or changed to or from summer time, when asking again costs one more read).
 */
export function timeZoneSource(
  startWorker: () => ZoneWorker | null,
  offsetNow: () => number = () => new Date().getTimezoneOffset(),
) {
  let known: { zone: string; offset: number } | undefined;
  let asking: Promise<string> | undefined;

  const current = (): string | undefined => {
    if (known !== undefined && known.offset !== offsetNow()) {
      known = undefined;
      asking = undefined;
    }
    return known?.zone;
  };
  const remember = (zone: string | null): string => {
    const already = current();
    if (already !== undefined) return already;
    known = { zone: zone || readZone(), offset: offsetNow() };
    return known.zone;
  };

  return {
    known: () => current() ?? null,
    now: () => remember(null),
    /** On this thread after all where there is no worker, or it cannot start, load or answer. */
    fromWorker(): Promise<string> {
      const already = current();
      if (already !== undefined) return Promise.resolve(already);
      asking ??= new Promise<string>((resolve) => {
        let worker: ZoneWorker | null;
        try {
          worker = startWorker();
        } catch {
          worker = null;
        }
        if (worker === null) return resolve(remember(null));
        const started = worker;
        started.onmessage = (event) => {
          started.terminate();
          resolve(remember(typeof event.data === 'string' ? event.data : null));
        };
        started.onerror = () => {
          started.terminate();
          resolve(remember(null));
        };
      });
      return asking;
    },
  };
}

const pageZone = timeZoneSource(() =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' }),
);

/** The zone now, asked on this thread the first time. */
export function viewerTimeZone(): string {
  return pageZone.now();
}

/** The zone, or null for the moment it takes a worker to name it on the first page that asks. */
export function useViewerTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(pageZone.known);
  useEffect(() => {
    if (zone !== null) return;
    let mounted = true;
    void pageZone.fromWorker().then((named) => {
      if (mounted) setZone(named);
    });
    return () => {
      mounted = false;
    };
  }, [zone]);
  return zone;
}
