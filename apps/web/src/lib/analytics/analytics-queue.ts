import { isUrgentTag } from '@courtside/shared/analytics/tags';
import type { AnalyticsEventInput } from '@courtside/shared/schemas/analytics';
import { ANALYTICS_BATCH_MAX } from '@courtside/shared/schemas/analytics-limits';
import { beaconEvents, postEvents, type SendOutcome } from './send-events';

/** league-play section 9: events are flushed every 5 seconds, urgent tags after 50 ms. */
export const FLUSH_INTERVAL_MS = 5_000;
export const URGENT_FLUSH_DELAY_MS = 50;
/** An offline tab keeps at most this many events (about 100 KB); beyond it the oldest go first. */
export const MAX_QUEUED_EVENTS = 500;
/** Retries after repeated failures wait longer, up to this, so a struggling server is not hammered. */
export const MAX_RETRY_DELAY_MS = 60_000;

export interface AnalyticsTransport {
  post: (events: readonly AnalyticsEventInput[], options?: { keepalive?: boolean }) => Promise<SendOutcome>;
  beacon: (events: readonly AnalyticsEventInput[]) => boolean;
}

const defaultTransport: AnalyticsTransport = { post: postEvents, beacon: beaconEvents };

function inBatches<T>(items: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += ANALYTICS_BATCH_MAX) {
    batches.push(items.slice(start, start + ANALYTICS_BATCH_MAX));
  }
  return batches;
}

/**
 * The events waiting to be sent, and when they go.
 *
 * Timing: the first event queued starts a 5-second timer (later ones do not restart it, so a busy page cannot
 * postpone sending forever); an urgent tag brings the flush forward to 50 ms unless one is already due sooner.
 * A timer only while something waits, rather than a steady 5-second tick: an idle tab never wakes up, and no
 * event waits longer than 5 seconds either way.
 */
export class AnalyticsQueue {
  private pending: AnalyticsEventInput[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerDueAt = 0;
  /** Failed flushes in a row (see ordinaryDelay). */
  private failures = 0;
  /** Once stopped, late answers to requests already on their way must not put events back or start timers. */
  private stopped = false;

  constructor(
    private readonly transport: AnalyticsTransport = defaultTransport,
    private readonly maxQueued = MAX_QUEUED_EVENTS,
  ) {}

  get size(): number {
    return this.pending.length;
  }

  add(event: AnalyticsEventInput): void {
    if (this.stopped) return;
    this.pending.push(event);
    this.trim();
    // While the server keeps failing, ordinary events wait for the next retry instead of bringing it forward.
    this.schedule(isUrgentTag(event.tag) ? URGENT_FLUSH_DELAY_MS : this.ordinaryDelay());
  }

  /** Sends everything pending now, one request per batch, in order. Never rejects. */
  async flush(): Promise<void> {
    this.clearTimer();
    if (this.pending.length === 0) return;
    const batches = inBatches(this.pending.splice(0));
    for (const [index, batch] of batches.entries()) {
      let outcome: SendOutcome;
      try {
        outcome = await this.transport.post(batch);
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'retry') {
        // This batch and the ones not tried yet: sending them now would most likely fail the same way.
        this.requeue(batches.slice(index).flat());
        return;
      }
      this.failures = 0;
    }
  }

  /**
   * The tab is being hidden or unloaded: timers may never fire again, so everything goes now, by beacon (the
   * browser delivers it after the page is gone), or by a keepalive fetch where the beacon is refused.
   */
  flushOnPageExit(): void {
    this.clearTimer();
    if (this.pending.length === 0) return;
    for (const batch of inBatches(this.pending.splice(0))) {
      if (this.transport.beacon(batch)) continue;
      // If that fails too and the page comes back (a hidden tab shown again), the events are still here.
      void this.transport
        .post(batch, { keepalive: true })
        .catch((): SendOutcome => 'retry')
        .then((outcome) => {
          if (outcome === 'retry') this.requeue(batch);
        });
    }
  }

  /** Forgets everything and stays silent from now on. */
  stop(): void {
    this.stopped = true;
    this.clearTimer();
    this.pending = [];
  }

  private requeue(events: readonly AnalyticsEventInput[]): void {
    if (this.stopped) return;
    // At the front: they happened before anything queued while they were on their way.
    this.pending = [...events, ...this.pending];
    this.trim();
    this.failures += 1;
    this.schedule(this.ordinaryDelay());
  }

  /** 5 s normally; after failures in a row 5 s, 10 s, 20 s... up to a minute. */
  private ordinaryDelay(): number {
    if (this.failures === 0) return FLUSH_INTERVAL_MS;
    return Math.min(FLUSH_INTERVAL_MS * 2 ** (this.failures - 1), MAX_RETRY_DELAY_MS);
  }

  /** Drops the oldest events beyond the cap: recent activity is worth more than what an offline hour saw. */
  private trim(): void {
    const excess = this.pending.length - this.maxQueued;
    if (excess > 0) this.pending.splice(0, excess);
  }

  private schedule(delayMs: number): void {
    const dueAt = Date.now() + delayMs;
    // A flush already due sooner sends this event too.
    if (this.timer !== null && this.timerDueAt <= dueAt) return;
    this.clearTimer();
    this.timerDueAt = dueAt;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delayMs);
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
  }
}
