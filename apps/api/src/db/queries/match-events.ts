import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MatchEventKind } from '@courtside/shared/schemas/matches';
import type { SetScore } from '@courtside/shared/tennis/types';
import type { Database } from '../client';
import { locations, matchEvents, players, users, type matches } from '../schema';

type MatchRow = typeof matches.$inferSelect;

/** Who made a change: the signed-in user (null only for system work such as a seed), and whether they acted
 * by an admin's right rather than as a player of the match. */
export interface MatchActor {
  userId: number | null;
  isAdmin: boolean;
}

/**
 * Appends one row to a match's audit trail (ADR 028) with the match as it stands after the change: its
 * time, the location's name (kept as text, so a renamed or deleted court still reads as it was), status
 * and sets. Runs in the transaction of the change it records.
 */
export async function insertMatchEvent(
  tx: Database,
  event: { match: MatchRow; kind: MatchEventKind; actor: MatchActor; setScores: SetScore[] | null; reason?: string },
) {
  const { match, kind, actor, setScores, reason } = event;
  const [location] =
    match.locationId === null
      ? []
      : await tx.select({ name: locations.name }).from(locations).where(eq(locations.id, match.locationId));
  const [row] = await tx
    .insert(matchEvents)
    .values({
      matchId: match.id,
      kind,
      actorUserId: actor.userId,
      actorIsAdmin: actor.isAdmin,
      matchDatetime: match.matchDatetime,
      locationName: location?.name ?? null,
      status: match.status,
      setScores:
        setScores?.map(({ set_number, home_games, away_games }) => ({ set_number, home_games, away_games })) ?? null,
      reason: reason ?? null,
    })
    .returning();
  return row!;
}

const actorPlayer = alias(players, 'actor_player');

/** A match's trail, oldest first, with the actor's account names and, as a fallback, their primary player's. */
export async function listMatchEvents(db: Database, matchId: number) {
  return db
    .select({
      event: matchEvents,
      user: { firstname: users.firstname, lastname: users.lastname },
      player: { firstName: actorPlayer.firstName, lastName: actorPlayer.lastName },
    })
    .from(matchEvents)
    .leftJoin(users, eq(users.id, matchEvents.actorUserId))
    .leftJoin(actorPlayer, and(eq(actorPlayer.userId, users.id), eq(actorPlayer.primaryPlayer, true)))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.id));
}
export type MatchEventWithActor = Awaited<ReturnType<typeof listMatchEvents>>[number];
