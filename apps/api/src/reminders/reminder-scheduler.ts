import type { Database } from '../db/client';
import { queueDueReminders } from '../db/queries/reminders';
import { BackgroundLoop } from '../lib/background-loop';

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
  private readonly loop: BackgroundLoop;

  constructor(private readonly options: ReminderSchedulerOptions) {
    const { log } = options;
    this.loop = new BackgroundLoop({
      round: async () => {
        const written = await this.tick();
        if (written.reminders + written.nudges > 0) {
          log.info(`queued ${written.reminders} match reminders and ${written.nudges} Monday nudges`);
        }
        return false;
      },
      pauseMs: options.tickMs ?? REMINDER_TICK_MS,
      // The database is unreachable: the next tick catches up on whatever fell due meanwhile.
      onFailing: (error) =>
        log.warn(`cannot queue reminders (${error instanceof Error ? error.message : String(error)}); trying again`),
      onRecovered: () => log.info('the reminder scheduler reaches the database again'),
    });
  }

  start() {
    this.loop.start();
  }

  /** Takes no further tick and waits for the one in flight, at most `waitMs` (a cut tick is rolled back whole). */
  stop(waitMs = 5_000) {
    return this.loop.stop(waitMs);
  }

  /** Queues everything due now; returns how many notifications this tick wrote. */
  async tick() {
    return queueDueReminders(this.options.db, this.options.now?.() ?? new Date());
  }
}
