import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { availabilitySlots, matchEvents, spentLinkTokens } from '../schema';

// One-tap answers from emails (ADR 070): the record of links used, and what the link's page and email need.

/**
 * Records a one-tap token as used, in the transaction of the answer it gives: true when this call spent it,
 * false when it was spent already. Of two at once on PostgreSQL the second waits on the first's key and, once
 * the first commits, inserts nothing; if the first rolled back (its answer was refused), the second spends it.
 */
export async function spendLinkToken(
  db: Database,
  token: { jti: string; purpose: string; userId: number },
  /** Rows spent before this are forgotten as this one is written: their tokens have expired, so none can return. */
  forgetSpentBefore: Date,
) {
  await db.delete(spentLinkTokens).where(lt(spentLinkTokens.spentAt, forgetSpentBefore));
  const rows = await db
    .insert(spentLinkTokens)
    .values(token)
    .onConflictDoNothing({ target: spentLinkTokens.jti })
    .returning({ jti: spentLinkTokens.jti });
  return rows.length === 1;
}

export async function isLinkTokenSpent(db: Database, jti: string) {
  const rows = await db
    .select({ jti: spentLinkTokens.jti })
    .from(spentLinkTokens)
    .where(eq(spentLinkTokens.jti, jti))
    .limit(1);
  return rows.length === 1;
}

/**
 * The audit row of the score a match holds now: its latest 'score_submitted' event, or null before any. A
 * Confirm link names it, so a link mailed for one score cannot confirm a different one entered later.
 */
export async function findCurrentScoreEventId(db: Database, matchId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: matchEvents.id })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.kind, 'score_submitted')))
    .orderBy(desc(matchEvents.id))
    .limit(1);
  return row?.id ?? null;
}

/** The user's clock, as the emails read it (ADR 064): the zone of their availability, this league's first. */
export async function findUserTimeZone(db: Database, userId: number, leagueId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: availabilitySlots.timeZone })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.userId, userId))
    .orderBy(sql`(${availabilitySlots.leagueId} = ${leagueId}) desc`, desc(availabilitySlots.id))
    .limit(1);
  return row?.timeZone ?? null;
}
