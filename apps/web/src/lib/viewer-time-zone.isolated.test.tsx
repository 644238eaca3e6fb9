import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { timeZoneSource, useViewerTimeZone, viewerTimeZone, type ZoneWorker } from './viewer-time-zone';

const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A worker that answers `answer` (or fails to load, for 'fails') in a later task, as a browser's does. */
function standInWorker(answer: unknown) {
  const worker: ZoneWorker & { terminated: boolean } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    terminate() {
      this.terminated = true;
    },
  };
  setTimeout(() => {
    if (answer === 'fails') worker.onerror?.(new ErrorEvent('error'));
    else worker.onmessage?.(new MessageEvent('message', { data: answer }));
  }, 0);
  return worker;
}

describe('timeZoneSource', () => {
  it("takes the worker's zone, asks one worker for every caller, and then knows it at once", async () => {
    const workers: ReturnType<typeof standInWorker>[] = [];
    const source = timeZoneSource(() => {
      const worker = standInWorker('Pacific/Auckland');
      workers.push(worker);
      return worker;
    });
    expect(source.known()).toBeNull();
    const [first, second] = await Promise.all([source.fromWorker(), source.fromWorker()]);
    expect([first, second]).toEqual(['Pacific/Auckland', 'Pacific/Auckland']);
    expect(workers).toHaveLength(1);
    expect(workers[0]?.terminated).toBe(true);
    expect(source.known()).toBe('Pacific/Auckland');
    expect(source.now()).toBe('Pacific/Auckland');
    await expect(source.fromWorker()).resolves.toBe('Pacific/Auckland');
    expect(workers).toHaveLength(1);
  });

  it('asks on this thread when the worker cannot load its file, or answers nothing usable', async () => {
    await expect(timeZoneSource(() => standInWorker('fails')).fromWorker()).resolves.toBe(intlZone);
    await expect(timeZoneSource(() => standInWorker(42)).fromWorker()).resolves.toBe(intlZone);
    await expect(timeZoneSource(() => standInWorker('')).fromWorker()).resolves.toBe(intlZone);
  });

  it('asks on this thread where there are no workers or one may not start', async () => {
    await expect(timeZoneSource(() => null).fromWorker()).resolves.toBe(intlZone);
    const refused = timeZoneSource(() => {
      throw new Error('refused by a policy');
    });
    await expect(refused.fromWorker()).resolves.toBe(intlZone);
  });

  it('asks on this thread at once when asked for the zone now, and starts no worker after that', async () => {
    let started = 0;
    const source = timeZoneSource(() => {
      started += 1;
      return standInWorker('Europe/Lisbon');
    });
    expect(source.now()).toBe(intlZone);
    await expect(source.fromWorker()).resolves.toBe(intlZone);
    expect(started).toBe(0);
  });
});

describe('timeZoneSource after the clock moves', () => {
  it('asks again once the UTC offset is not the one the zone was asked at', async () => {
    let offset = 0;
    const answers = ['Europe/London', 'America/New_York'];
    let started = 0;
    const source = timeZoneSource(
      () => standInWorker(answers[started++]),
      () => offset,
    );
    await expect(source.fromWorker()).resolves.toBe('Europe/London');
    expect(source.known()).toBe('Europe/London');

    offset = 300;
    expect(source.known()).toBeNull();
    await expect(source.fromWorker()).resolves.toBe('America/New_York');
    expect(source.now()).toBe('America/New_York');
    expect(started).toBe(2);
  });
});

describe("the page's zone", () => {
  // jsdom has no Worker, so the page's source asks on this thread; the browser tests run the real worker.
  it('is null for a moment for a part that can wait, then the zone, which the page then knows at once', async () => {
    const { result } = renderHook(() => useViewerTimeZone());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(intlZone));
    expect(viewerTimeZone()).toBe(intlZone);
    expect(renderHook(() => useViewerTimeZone()).result.current).toBe(intlZone);
  });
});
