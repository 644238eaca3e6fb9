import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { availabilitySlots, matchProposals } from '../schema';

/**
 * Whether anyone has given availability or sent a proposal in the league: the demo seed writes its week
 * only into a league where neither has happened, so it never mixes with what people entered.
 */
export async function leagueHasAvailabilityOrProposals(db: Database, leagueId: number) {
  const [slot] = await db
    .select({ id: availabilitySlots.id })
    .from(availabilitySlots)
    .where(eq(availabilitySlots.leagueId, leagueId))
    .limit(1);
  if (slot) return true;
  const [proposal] = await db
    .select({ id: matchProposals.id })
    .from(matchProposals)
    .where(eq(matchProposals.leagueId, leagueId))
    .limit(1);
  return proposal !== undefined;
}
