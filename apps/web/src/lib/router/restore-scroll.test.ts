import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_PATIENCE_MS, restoreScroll } from './restore-scroll';

/** A page whose height the test sets: the browser stops scrolling at its end, as Chromium does. */
let pageEnd = 0;
let observers: FakeResizeObserver[] = [];

class FakeResizeObserver {
  observed = false;
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  observe() {
    this.observed = true;
  }
  unobserve() {}
  disconnect() {
    this.observed = false;
  }
  /** The page grew: the browser calls back whoever observes it. */
  grow() {
    if (this.observed) this.callback();
  }
}

const growPageTo = (end: number) => {
  pageEnd = end;
  for (const observer of observers) observer.grow();
};

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  pageEnd = 0;
  observers = [];
  Object.assign(window, { scrollY: 0 });
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  scrollTo = vi.fn((_x: number, y: number) => Object.assign(window, { scrollY: Math.min(y, pageEnd) }));
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('restoreScroll', () => {
  it('scrolls once when the page is already tall enough', () => {
    pageEnd = 2000;
    restoreScroll(700);
    expect(window.scrollY).toBe(700);
    expect(observers).toHaveLength(0);
  });

  it('scrolls again as the page grows, until it gets there, and then stops watching', () => {
    pageEnd = 300;
    restoreScroll(700);
    expect(window.scrollY).toBe(300);

    growPageTo(500);
    expect(window.scrollY).toBe(500);
    growPageTo(1600);
    expect(window.scrollY).toBe(700);
    expect(observers[0]?.observed).toBe(false);
  });

  it('leaves the page to a reader who scrolls it', () => {
    pageEnd = 300;
    restoreScroll(700);
    window.dispatchEvent(new Event('wheel'));
    growPageTo(1600);
    expect(window.scrollY).toBe(300);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives up on a page that does not grow in time, and when another navigation stops it', () => {
    vi.useFakeTimers();
    pageEnd = 300;
    restoreScroll(700);
    vi.advanceTimersByTime(RESTORE_PATIENCE_MS);
    growPageTo(1600);
    expect(window.scrollY).toBe(300);

    pageEnd = 300;
    Object.assign(window, { scrollY: 0 });
    const stop = restoreScroll(900);
    stop();
    growPageTo(1600);
    expect(window.scrollY).toBe(300);
  });
});
