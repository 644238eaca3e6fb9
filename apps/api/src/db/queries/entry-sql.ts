import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { leaguePairs, players } from '../schema';

/**
 * The entry a player plays under in a league, in SQL (ADR 078): their pair's anchor when they partner a complete
 * pair there, else themselves. For reads that find "the reader's player in the match" by the ids a match names,
 * so a doubles partner is found as their anchor is.
 */
export const entryOfPlayerSql = (playerId: SQL | PgColumn, leagueId: SQL | PgColumn) =>
  sql`coalesce((select ${leaguePairs.anchorPlayerId} from ${leaguePairs}
    where ${leaguePairs.partnerPlayerId} = ${playerId} and ${leaguePairs.leagueId} = ${leagueId}
      and ${leaguePairs.status} = 'complete'), ${playerId})`;

/**
 * How an entry is named in SQL (ADR 078): "Ann Lee", or "Ann Lee & Bo Park" for the anchor of a complete pair in
 * that league, as `entryName` names it on the pages. Null when the player is gone.
 */
export const entryNameSql = (playerId: SQL | PgColumn, leagueId: SQL | PgColumn) =>
  sql<string | null>`(select nullif(trim(a.first_name || ' ' || a.last_name), '') || coalesce((
      select ' & ' || b.first_name || ' ' || b.last_name from ${leaguePairs}
        join ${players} b on b.id = ${leaguePairs.partnerPlayerId}
      where ${leaguePairs.anchorPlayerId} = a.id and ${leaguePairs.leagueId} = ${leagueId}
        and ${leaguePairs.status} = 'complete'), '')
    from ${players} a where a.id = ${playerId})`;
