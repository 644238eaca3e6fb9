import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { leaguePairs } from '../schema';

/**
 * The entry a player plays under in a league, in SQL (ADR 078): their pair's anchor when they partner a complete
 * pair there, else themselves. For reads that find "the reader's player in the match" by the ids a match names,
 * so a doubles partner is found as their anchor is.
 */
export const entryOfPlayerSql = (playerId: SQL | PgColumn, leagueId: SQL | PgColumn) =>
  sql`coalesce((select ${leaguePairs.anchorPlayerId} from ${leaguePairs}
    where ${leaguePairs.partnerPlayerId} = ${playerId} and ${leaguePairs.leagueId} = ${leagueId}
      and ${leaguePairs.status} = 'complete'), ${playerId})`;
