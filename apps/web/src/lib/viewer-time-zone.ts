import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * The viewer's IANA time zone: overlaps are grouped by day in it, and new weekly slots keep their local time in it.
 *
 * Only Intl can name it, and on a page that needs nothing else of Intl (the league home) that first question is
 * the browser's first use of its ICU data: about 25 ms of main thread on a desktop and several times that on a
 * phone, in the middle of the page's first render (issue 10). So a part that can wait a moment for it
 * (`useViewerTimeZone`) has a worker ask, off the main thread; a page that shows the zone at once, or converts
 * times with it anyway, reads it directly (`viewerTimeZone`). Either way it is asked once, and again only if
 * the phone moves to another zone.
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
  return useZoneOnceAsked(pageZone.fromWorker);
}

/**
 * The zone, read on this thread in a task of its own once the page has been painted, or null until then: for a
 * page that converts times with Intl anyway (the weekly calendar), so that the browser's first use of its ICU
 * data does not lengthen the task that draws the page, nor the one that draws its data. Read once per page.
 */
export function useViewerTimeZoneInATaskOfItsOwn(): string | null {
  return useZoneOnceAsked(askInATaskOfItsOwn);
}

const askInATaskOfItsOwn = () => nextTask().then(pageZone.now);

/** The zone when the page knows it already, else null until `ask` has named it (after the first paint). */
function useZoneOnceAsked(ask: () => Promise<string>): string | null {
  const [zone, setZone] = useState<string | null>(pageZone.known);
  useEffect(() => {
    if (zone !== null) return;
    let mounted = true;
    void ask().then((named) => {
      if (mounted) setZone(named);
    });
    return () => {
      mounted = false;
    };
  }, [zone, ask]);
  return zone;
}
