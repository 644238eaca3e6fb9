/**
 * Work a server process repeats until it closes: the outbox worker's batches, the reminder scheduler's ticks.
 * One round at a time, a pause between rounds unless a round says more is waiting, and a database that stops
 * answering reported once when rounds start failing and once when they work again, not at every round.
 */
export class BackgroundLoop {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private failing = false;

  constructor(
    private readonly options: {
      /** One round; resolves true when more is waiting, so the next round starts without a pause. */
      round: () => Promise<boolean>;
      pauseMs: number;
      onFailing: (error: unknown) => void;
      onRecovered: () => void;
    },
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Starts no further round and waits for the one in flight, at most `waitMs`. */
  async stop(waitMs = 5_000) {
    this.running = false;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  private async run() {
    while (this.running) {
      let moreWaiting = false;
      try {
        moreWaiting = await this.options.round();
        if (this.failing) this.options.onRecovered();
        this.failing = false;
      } catch (error) {
        if (!this.failing) this.options.onFailing(error);
        this.failing = true;
      }
      if (this.running && !moreWaiting) await this.pause();
    }
  }

  private pause() {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.options.pauseMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
