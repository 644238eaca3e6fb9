import { sql, type SQL } from 'drizzle-orm';
import { availabilitySlots } from '../schema';

/**
 * A user's clock, as the emails and the Monday nudge read it: the zone of their availability, this league's first
 * (ADR 013 keeps one per slot, the one their browser had), the newest slot's first; null with no slot at all.
 */
export function playerZoneSql(userId: SQL | unknown, leagueId: SQL | unknown): SQL<string | null> {
  return sql<string | null>`(select ${availabilitySlots.timeZone} from ${availabilitySlots}
    where ${availabilitySlots.userId} = ${userId}
    order by (${availabilitySlots.leagueId} = ${leagueId}) desc, ${availabilitySlots.id} desc
    limit 1)`;
}
