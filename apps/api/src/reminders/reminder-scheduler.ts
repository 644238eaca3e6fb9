import type { Database } from '../db/client';
import { queueDueReminders } from '../db/queries/reminders';

/** How often the scheduler looks: a reminder or a nudge goes out at most this late (ADR 068). */
export const REMINDER_TICK_MS = 60_000;

export interface ReminderSchedulerLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface ReminderSchedulerOptions {
  db: Database;
  log: ReminderSchedulerLog;
  tickMs?: number;
  /** The clock; tests pass their own. */
  now?: () => Date;
}

/**
 * Writes the reminders before matches and the Monday nudges when they fall due (issue 35 items 3 and 6, ADR 068):
 * a tick at start and then every minute. It runs in every server process and holds no lock: each tick is a few
 * set-based inserts keyed so that only the first writer of a notification counts, whichever process it is in,
 * and the outbox worker then mails it like any other.
 */
export class ReminderScheduler {
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private failing = false;

  constructor(private readonly options: ReminderSchedulerOptions) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Takes no further tick and waits for the one in flight, at most `waitMs` (a cut tick is rolled back whole). */
  async stop(waitMs = 5_000) {
    this.running = false;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  /** Queues everything due now; returns how many notifications this tick wrote. */
  async tick() {
    return queueDueReminders(this.options.db, this.options.now?.() ?? new Date());
  }

  private async run() {
    while (this.running) {
      try {
        const written = await this.tick();
        if (this.failing) this.options.log.info('the reminder scheduler reaches the database again');
        this.failing = false;
        if (written.reminders + written.nudges > 0) {
          this.options.log.info(`queued ${written.reminders} match reminders and ${written.nudges} Monday nudges`);
        }
      } catch (error) {
        // The database is unreachable: said once, tried again at the next tick, which catches up on what is due.
        if (!this.failing) {
          this.options.log.warn(
            `cannot queue reminders (${error instanceof Error ? error.message : String(error)}); trying again`,
          );
        }
        this.failing = true;
      }
      if (this.running) await this.pause();
    }
  }

  private pause() {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, this.options.tickMs ?? REMINDER_TICK_MS);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}
