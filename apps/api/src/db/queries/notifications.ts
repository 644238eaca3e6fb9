import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { entryOfPlayerSql } from './entry-sql';
import { divisions, leagues, matchProposals, matches, notifications, players, users } from '../schema';

// A user's in-app notifications (issue 34, ADR 061). Triggers write them (migration 0010); these read them and
// mark them read, always within the user's own rows.

/**
 * Who made the change, as the other player knows them: the actor's player in the match (a proposal's match too;
 * in doubles either player of a pair, ADR 078), else the name on their account (an admin's ruling); null when neither is known.
 */
const actorName = () => sql<string | null>`coalesce(
  (select ${players.firstName} || ' ' || ${players.lastName} from ${players}
    where ${players.userId} = ${notifications.actorUserId}
      and ${entryOfPlayerSql(players.id, matches.leagueId)} in (${matches.homePlayerId}, ${matches.awayPlayerId})
    limit 1),
  nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), ''))`;

/**
 * The other player of the notification's match, as the reader knows them: a reminder names whom they play (in
 * doubles the reader may be a partner, and the other side is named by its anchor).
 */
const opponentName = () => {
  const mine = entryOfPlayerSql(sql`me.id`, matches.leagueId);
  return sql<string | null>`(select o.first_name || ' ' || o.last_name
  from ${players} me
  join ${players} o on o.id = case when ${mine} = ${matches.homePlayerId} then ${matches.awayPlayerId} else ${matches.homePlayerId} end
  where me.user_id = ${notifications.userId} and ${mine} in (${matches.homePlayerId}, ${matches.awayPlayerId})
  limit 1)`;
};

/** The newest `limit` notifications of the user, with the names and times they are told in. */
export async function listNotificationsOfUser(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      leagueId: notifications.leagueId,
      leagueName: leagues.name,
      matchId: notifications.matchId,
      divisionName: divisions.divisionName,
      actorName: actorName(),
      proposedTime: matchProposals.proposedTime,
      matchDatetime: matches.matchDatetime,
      opponentName: opponentName(),
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .innerJoin(leagues, eq(leagues.id, notifications.leagueId))
    .leftJoin(divisions, eq(divisions.id, notifications.divisionId))
    .leftJoin(users, eq(users.id, notifications.actorUserId))
    .leftJoin(matchProposals, eq(matchProposals.id, notifications.proposalId))
    .leftJoin(matches, eq(matches.id, notifications.matchId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnreadNotifications(db: Database, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read (again is fine); undefined when it is not theirs or is gone. */
export async function markNotificationRead(db: Database, userId: number, id: number) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return row;
}

export async function markAllNotificationsRead(db: Database, userId: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
