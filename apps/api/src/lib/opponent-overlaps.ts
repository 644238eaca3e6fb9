import { DAY_MS, parseDay } from '@courtside/shared/availability/civil-date';
import { findOverlaps, type OverlapDay } from '@courtside/shared/availability/overlaps';
import type { AvailabilitySlot } from '@courtside/shared/availability/types';
import { wallClockToUtc } from '@courtside/shared/availability/zone-offsets';
import type { RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import { findUnplayedOpponents } from '@courtside/shared/tennis/unplayed-opponents';
import type { Database } from '../db/client';
import {
  listMatchResultsOfDivision,
  listSlotsOfPlayers,
  type AvailabilitySlotRow,
  type SlotWindow,
} from '../db/queries/availability';
import { listRoster } from '../db/queries/divisions';
import { toRosterPlayerDto } from '../dto/divisions';

// Who is free when a player is: the one computation behind the overlaps page (GET availability/overlaps) and the
// Monday nudge's best shared times (ADR 068), so the two never disagree about a shared time.

export const asSlot = (row: AvailabilitySlotRow): AvailabilitySlot => ({
  start_time: row.startTime,
  end_time: row.endTime,
  is_recurring: row.isRecurring,
  recurrence_rule: row.recurrenceRule,
  time_zone: row.timeZone,
});

/** The end of the league's last day of play in the viewer's zone: overlaps after it cannot become matches. */
export function endOfPlay(playEnd: string, zone: string): number {
  const lastDay = parseDay(playEnd);
  return lastDay === null ? Number.NEGATIVE_INFINITY : wallClockToUtc(zone, (lastDay + 1) * DAY_MS);
}

/** A player's division: its roster, its matches' states, and the opponents not yet played (ADR 016). */
export async function divisionOf(db: Database, divisionId: number, playerId: number) {
  const [roster, results] = await Promise.all([
    listRoster(db, divisionId).then((rows) => rows.map(toRosterPlayerDto)),
    listMatchResultsOfDivision(db, divisionId),
  ]);
  return { roster, results, unplayed: findUnplayedOpponents(playerId, roster, results) };
}

/**
 * The caller's slots and their opponents' in one query: slots are read per player, so the caller's are the
 * ones read for the caller's player.
 */
export async function slotsOfCallerAndOpponents(
  db: Database,
  leagueId: number,
  callerPlayerId: number,
  opponentIds: readonly number[],
  window?: SlotWindow,
) {
  const rows = await listSlotsOfPlayers(db, leagueId, [callerPlayerId, ...opponentIds], window);
  return {
    mine: rows.filter((row) => row.playerId === callerPlayerId).map((row) => row.slot),
    theirs: rows.filter((row) => row.playerId !== callerPlayerId),
  };
}

/**
 * The times `playerId` shares with each of `opponents` in the window, grouped by day in `zone`: the soonest
 * `maxPerOpponent` of each opponent's, and only those of at least `minimumMinutes`.
 */
export async function sharedTimesWith(
  db: Database,
  input: {
    leagueId: number;
    playerId: number;
    opponents: readonly Pick<RosterPlayerDto, 'id' | 'first_name' | 'last_name'>[];
    window: { start: number; end: number };
    zone: string;
    maxPerOpponent: number;
    minimumMinutes?: number;
  },
): Promise<OverlapDay<{ id: number; first_name: string; last_name: string }>[]> {
  const { mine, theirs } = await slotsOfCallerAndOpponents(
    db,
    input.leagueId,
    input.playerId,
    input.opponents.map((opponent) => opponent.id),
    { start: new Date(input.window.start), end: new Date(input.window.end) },
  );
  const slotsByPlayer = new Map<number, AvailabilitySlot[]>();
  for (const { slot, playerId } of theirs) {
    const list = slotsByPlayer.get(playerId);
    if (list) list.push(asSlot(slot));
    else slotsByPlayer.set(playerId, [asSlot(slot)]);
  }
  return findOverlaps({
    viewerSlots: mine.map(asSlot),
    opponents: input.opponents.map((opponent) => ({
      opponent: { id: opponent.id, first_name: opponent.first_name, last_name: opponent.last_name },
      slots: slotsByPlayer.get(opponent.id) ?? [],
    })),
    window: input.window,
    viewerZone: input.zone,
    maxPerOpponent: input.maxPerOpponent,
    minimumMinutes: input.minimumMinutes,
  });
}
