import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { leagues, players, registrations } from '../schema';

/** Leagues any of the user's players is registered in. */
export async function listLeaguesOfUser(db: Database, userId: number) {
  return db
    .selectDistinct({ leagueId: leagues.id, leagueName: leagues.name, leagueStatus: leagues.leagueStatus })
    .from(registrations)
    .innerJoin(players, eq(players.id, registrations.playerId))
    .innerJoin(leagues, eq(leagues.id, registrations.leagueId))
    .where(eq(players.userId, userId))
    .orderBy(asc(leagues.id));
}
