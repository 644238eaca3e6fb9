import { resolveTimeZone } from '@courtside/shared/availability/zone-offsets';
import { entryName } from '@courtside/shared/league/pairs';
import type { Database } from '../db/client';
import { findPlacementOfUser } from '../db/queries/reminders';
import { divisionOf, endOfPlay, sharedTimesWith } from '../lib/opponent-overlaps';

/** Shared times the nudge lists for each opponent: the soonest that are long enough for a match (ADR 068). */
export const NUDGE_TIMES_PER_OPPONENT = 3;
export const NUDGE_MINIMUM_MINUTES = 60;

export interface NudgeOpponent {
  name: string;
  /** The soonest times both are free, at most NUDGE_TIMES_PER_OPPONENT; none when they share no time yet. */
  times: { start: Date; end: Date }[];
}

/**
 * What the Monday nudge lists, as things stand at `now`: the user's division opponents in the league with no match
 * played or scheduled yet (another player of their own account aside), each with the best times they share, from
 * the same computation as the overlaps page. Read when the message is rendered, so it is never a week stale.
 */
export async function nudgeOpponents(
  db: Database,
  input: { userId: number; leagueId: number; zone: string | null; now: Date },
): Promise<NudgeOpponent[]> {
  const place = await findPlacementOfUser(db, input.userId, input.leagueId);
  if (!place) return [];
  const { unplayed, results } = await divisionOf(
    db,
    { leagueId: input.leagueId, divisionId: place.divisionId },
    place.playerId,
  );
  const scheduledWith = new Set(
    results
      .filter((match) => match.status === 'scheduled')
      .flatMap((match) =>
        match.home_player_id === place.playerId
          ? [match.away_player_id]
          : match.away_player_id === place.playerId
            ? [match.home_player_id]
            : [],
      ),
  );
  const open = unplayed.filter((opponent) => opponent.user_id !== input.userId && !scheduledWith.has(opponent.id));
  if (open.length === 0) return [];

  const zone = resolveTimeZone(input.zone ?? 'UTC');
  const window = { start: input.now.getTime(), end: endOfPlay(place.playEnd, zone) };
  const days =
    window.start < window.end
      ? await sharedTimesWith(db, {
          leagueId: input.leagueId,
          playerId: place.playerId,
          opponents: open,
          window,
          zone,
          maxPerOpponent: NUDGE_TIMES_PER_OPPONENT,
          minimumMinutes: NUDGE_MINIMUM_MINUTES,
        })
      : [];
  const overlaps = days.flatMap((day) => day.overlaps);
  return open.map((opponent) => ({
    // A doubles opponent is a pair: "Ann Lee & Bo Park" (ADR 078).
    name: entryName(opponent, opponent.partner).trim(),
    times: overlaps
      .filter((overlap) => overlap.available_opponents.some((shared) => shared.id === opponent.id))
      .map((overlap) => ({ start: new Date(overlap.start_time), end: new Date(overlap.end_time) })),
  }));
}
