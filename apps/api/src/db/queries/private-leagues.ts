import { and, eq, notInArray, sql } from 'drizzle-orm';
import { READ_ONLY_LEAGUE_STATUSES } from '@courtside/shared/league/league-changes';
import type { Database } from '../client';
import { leagues, registrations } from '../schema';
import { insertDivision, type DivisionColumns } from './divisions';
import { insertLeague, type LeagueColumns, type LeagueRow } from './leagues';
import { lockUsers } from './users';

/** Private leagues one person may run at once (ADR 075): enough for any group of friends, too few to spam. */
export const MAX_UNFINISHED_PRIVATE_LEAGUES = 5;

export type CreatePrivateLeagueOutcome = { outcome: 'created'; league: LeagueRow } | { outcome: 'too-many' };

export async function countUnfinishedLeaguesOrganizedBy(db: Database, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(leagues)
    .where(and(eq(leagues.organizerUserId, userId), notInArray(leagues.leagueStatus, [...READ_ONLY_LEAGUE_STATUSES])))
    .limit(1);
  return row?.count ?? 0;
}

/**
 * A player's own league (issue 38): the league (private, with them as organizer), its one division, and their
 * player registered in it when they play, all or nothing. The organizer's account row is locked first, so two
 * creations at once are counted one after the other and cannot make a sixth league between them.
 */
export async function createPrivateLeague(
  db: Database,
  params: {
    organizerUserId: number;
    /** Made private with the organizer, whatever these say. */
    columns: LeagueColumns;
    division: DivisionColumns;
    /** The organizer's primary player, registered at once (while still a draft, as an admin's late entry). */
    playerId: number | null;
  },
): Promise<CreatePrivateLeagueOutcome> {
  return db.transaction(async (tx) => {
    await lockUsers(tx, [params.organizerUserId]);
    if ((await countUnfinishedLeaguesOrganizedBy(tx, params.organizerUserId)) >= MAX_UNFINISHED_PRIVATE_LEAGUES) {
      return { outcome: 'too-many' };
    }
    const league = await insertLeague(tx, {
      ...params.columns,
      publicVisible: false,
      organizerUserId: params.organizerUserId,
    });
    await insertDivision(tx, league.id, params.division);
    if (params.playerId !== null) {
      await tx.insert(registrations).values({ playerId: params.playerId, leagueId: league.id });
    }
    return { outcome: 'created', league };
  });
}
