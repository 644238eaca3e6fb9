import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { outbox } from '../schema';

// The demo club's outbox (issue 35 item 8): the seed's league play has queued an email for each mailed
// notification (migration 0013). Once the delivery worker has rendered them without an SMTP server, this spreads
// them over the past week and settles them as a week of running would have: sent, one refused by the recipient's
// server, and the newest kept unsent, as a server without SMTP_URL keeps them.

export const DEMO_OUTBOX_DAYS = 7;
/** The newest messages stay as the worker left them (unsent, no SMTP_URL): today's. */
const KEPT_UNSENT = 3;
export const DEMO_BOUNCE = '550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table';

/** The ids of the messages still queued, oldest first: what the seed's league play has just queued. */
export async function queuedOutboxIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.status, 'queued'))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.id);
}

/**
 * Dates `ids` (oldest first, rendered and kept unsent by the worker) evenly over the `DEMO_OUTBOX_DAYS` before
 * `now`, in their order, and settles them: all but the newest sent a few seconds after they were queued, one of
 * them bounced for good after its first attempt.
 */
export async function settleDemoOutbox(db: Database, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  const span = DEMO_OUTBOX_DAYS * 86_400_000;
  const bounced = ids.length > KEPT_UNSENT + 1 ? ids[Math.floor(ids.length / 3)] : undefined;
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      const at = new Date(now.getTime() - span + Math.round(((index + 1) * span) / (ids.length + 1)));
      const keptUnsent = index >= ids.length - KEPT_UNSENT;
      const settled = keptUnsent
        ? {}
        : id === bounced
          ? { status: 'failed' as const, lastError: DEMO_BOUNCE, attempts: 1 }
          : { status: 'sent' as const, lastError: null, sentAt: new Date(at.getTime() + 3_000), attempts: 1 };
      await tx
        .update(outbox)
        .set({ createdAt: at, runAt: at, ...settled })
        .where(and(eq(outbox.id, id), sql`${outbox.status} = 'unsent'`));
    }
  });
}
