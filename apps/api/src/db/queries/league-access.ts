import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { divisionAssignments, divisions, leaguePairs, leagues, players, regions, registrations } from '../schema';
import { leagueView, visibleTo, type LeagueView, type LeagueViewer } from './leagues';
import { preparedOnce } from './prepared';

/** What a league read needs to know about who is asking, before it reads anything else. */
export interface LeagueAccess {
  league: LeagueView;
  /** The viewer's player in the league (their primary one first), if any: being a member means having one. */
  playerId: number | null;
  /**
   * The id that player plays under (ADR 078): their pair's anchor when they are the partner of a complete doubles
   * pair, else the same as playerId. Matches, proposals and standings name entries by it.
   */
  entryPlayerId: number | null;
  /** That entry's current division, once placed. */
  placement: { divisionId: number; divisionName: string } | null;
}

/**
 * The league as `viewer` may see it, with their player in it and that player's division, in one statement
 * (ADR 039): the league reads asked for these one after another, and each round trip queued under load.
 * Undefined when the league does not exist or is hidden from the viewer. The player is chosen as
 * findUserPlayerInLeague chooses it, and the placement as findPlacementOfPlayer reads it.
 */
export async function findLeagueAccess(
  db: Database,
  leagueId: number,
  viewer: LeagueViewer,
): Promise<LeagueAccess | undefined> {
  const [row] = await accessStatement(db, viewer.admin).execute({ leagueId, userId: viewer.userId });
  if (!row) return undefined;
  return {
    league: row.league,
    playerId: row.playerId,
    entryPlayerId: row.entryPlayerId,
    placement:
      row.divisionId === null || row.divisionName === null
        ? null
        : { divisionId: row.divisionId, divisionName: row.divisionName },
  };
}

/** Built once per database (prepared.ts); admins and others see through different conditions. */
function accessStatement(db: Database, admin: boolean) {
  const name = admin ? 'league_access_admin' : 'league_access';
  return preparedOnce(db, name, (db) => {
    const userId = sql.placeholder('userId');
    const mine = db
      .select({
        playerId: sql<number>`${players.id}`.as('my_player_id'),
        entryPlayerId: sql<number>`coalesce(${leaguePairs.anchorPlayerId}, ${players.id})`.as('my_entry_player_id'),
      })
      .from(registrations)
      .innerJoin(players, eq(players.id, registrations.playerId))
      .leftJoin(
        leaguePairs,
        and(
          eq(leaguePairs.leagueId, registrations.leagueId),
          eq(leaguePairs.partnerPlayerId, players.id),
          eq(leaguePairs.status, 'complete'),
        ),
      )
      .where(and(eq(registrations.leagueId, leagues.id), eq(players.userId, userId)))
      .orderBy(desc(players.primaryPlayer), asc(players.id))
      .limit(1)
      .as('mine');
    const placed = db
      .select({
        divisionId: sql<number>`${divisions.id}`.as('my_division_id'),
        divisionName: sql<string>`${divisions.divisionName}`.as('my_division_name'),
      })
      .from(divisionAssignments)
      .innerJoin(divisions, eq(divisions.id, divisionAssignments.divisionId))
      .where(
        and(
          eq(divisionAssignments.leagueId, leagues.id),
          eq(divisionAssignments.playerId, mine.entryPlayerId),
          isNull(divisionAssignments.removedAt),
        ),
      )
      .limit(1)
      .as('placed');
    return db
      .select({
        league: leagueView,
        playerId: mine.playerId,
        entryPlayerId: mine.entryPlayerId,
        divisionId: placed.divisionId,
        divisionName: placed.divisionName,
      })
      .from(leagues)
      .leftJoin(regions, eq(regions.id, leagues.regionId))
      .leftJoinLateral(mine, sql`true`)
      .leftJoinLateral(placed, sql`true`)
      .where(and(eq(leagues.id, sql.placeholder('leagueId')), visibleTo({ admin, userId })))
      .limit(1)
      .prepare(name);
  });
}
