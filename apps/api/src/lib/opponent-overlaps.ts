import { DAY_MS, parseDay } from '@courtside/shared/availability/civil-date';
import { freeTogether, intervalsAsSlots, slotPartsFreeWith } from '@courtside/shared/availability/free-together';
import { findOverlaps, type OverlapDay } from '@courtside/shared/availability/overlaps';
import type { AvailabilitySlot } from '@courtside/shared/availability/types';
import { wallClockToUtc } from '@courtside/shared/availability/zone-offsets';
import type { overlapOpponentDto } from '@courtside/shared/schemas/availability';
import type { RosterPlayerDto } from '@courtside/shared/schemas/divisions';
import { findUnplayedOpponents } from '@courtside/shared/tennis/unplayed-opponents';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { listMatchResultsOfDivision, listSlotsOfPlayers, type AvailabilitySlotRow } from '../db/queries/availability';
import { listRoster } from '../db/queries/divisions';
import { partnersByAnchor, toPartnerDto, type PartnerOfEntry } from '../db/queries/pairs';
import { toRosterPlayerDto } from '../dto/divisions';

type OverlapOpponentDto = z.infer<typeof overlapOpponentDto>;

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

/** An entry's division: its roster, its matches' states, and the opponents not yet played (ADR 016). */
export async function divisionOf(db: Database, place: { leagueId: number; divisionId: number }, playerId: number) {
  const { leagueId, divisionId } = place;
  const [rows, results] = await Promise.all([listRoster(db, divisionId), listMatchResultsOfDivision(db, divisionId)]);
  // A doubles division's members are pairs' anchors: each comes with the partner beside them (ADR 078).
  const partners = await partnersByAnchor(db, { leagueId, anchorIds: rows.map((row) => row.id) });
  const roster = rows.map((row) => ({ ...toRosterPlayerDto(row), partner: toPartnerDto(partners.get(row.id)) }));
  return { roster, results, unplayed: findUnplayedOpponents(playerId, roster, results) };
}

/** An entry's players, anchor first: the anchor alone in singles, the anchor and their partner for a pair. */
function playersOfEntry(entryId: number, partners: Map<number, PartnerOfEntry>) {
  const partner = partners.get(entryId);
  return partner ? [entryId, partner.playerId] : [entryId];
}

/**
 * The times `playerId`'s entry shares with each of `opponents` in the window, grouped by day in `zone`: the soonest
 * `maxPerOpponent` of each opponent's, and only those of at least `minimumMinutes`. In a doubles league the ids are
 * anchors (ADR 078): a side is free when both its players are, so a shared time is one when all four are free, and
 * each opponent pair comes with its partner.
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
): Promise<OverlapDay<OverlapOpponentDto>[]> {
  const partners = await partnersByAnchor(db, {
    leagueId: input.leagueId,
    anchorIds: [input.playerId, ...input.opponents.map((opponent) => opponent.id)],
  });
  const rows = await listSlotsOfPlayers(
    db,
    input.leagueId,
    [input.playerId, ...input.opponents.map((opponent) => opponent.id)].flatMap((id) => playersOfEntry(id, partners)),
    { start: new Date(input.window.start), end: new Date(input.window.end) },
  );
  const slotsByPlayer = new Map<number, AvailabilitySlot[]>();
  for (const { slot, playerId } of rows) {
    const list = slotsByPlayer.get(playerId);
    if (list) list.push(asSlot(slot));
    else slotsByPlayer.set(playerId, [asSlot(slot)]);
  }
  const slotsOf = (playerId: number) => slotsByPlayer.get(playerId) ?? [];
  // A singles entry reads its own slots as they are; a pair only the occurrences both partners share.
  const freeSlotsOf = (entryId: number) => {
    const people = playersOfEntry(entryId, partners);
    return people.length === 1 ? slotsOf(entryId) : intervalsAsSlots(freeTogether(people.map(slotsOf), input.window));
  };
  return findOverlaps({
    viewerSlots: freeSlotsOf(input.playerId),
    opponents: input.opponents.map((opponent) => ({
      opponent: {
        id: opponent.id,
        first_name: opponent.first_name,
        last_name: opponent.last_name,
        partner: toPartnerDto(partners.get(opponent.id)),
      },
      slots: freeSlotsOf(opponent.id),
    })),
    window: input.window,
    viewerZone: input.zone,
    maxPerOpponent: input.maxPerOpponent,
    minimumMinutes: input.minimumMinutes,
  });
}

/**
 * The league availability read's slots of these entries, each with the entry's id (ADR 078): a singles entry's
 * slots as stored; a pair's as the anchor's slots cut down to the one-off parts when the partner is free too,
 * within `window`, so every page that shows an opponent's free time shows the pair free only when both are.
 */
export async function slotsOfEntries(
  db: Database,
  leagueId: number,
  entryIds: readonly number[],
  window: { start: number; end: number },
): Promise<{ slot: AvailabilitySlotRow; playerId: number }[]> {
  const partners = await partnersByAnchor(db, { leagueId, anchorIds: entryIds });
  const rows = await listSlotsOfPlayers(
    db,
    leagueId,
    entryIds.flatMap((id) => playersOfEntry(id, partners)),
  );
  if (partners.size === 0) return rows;
  const rowsOf = (playerId: number) => rows.filter((row) => row.playerId === playerId).map((row) => row.slot);
  const result: { slot: AvailabilitySlotRow; playerId: number }[] = [];
  for (const entryId of new Set(entryIds)) {
    const partner = partners.get(entryId);
    if (!partner) {
      for (const slot of rowsOf(entryId)) result.push({ slot, playerId: entryId });
      continue;
    }
    const anchorSlots = rowsOf(entryId).map((row) => ({ ...asSlot(row), row }));
    for (const part of slotPartsFreeWith(anchorSlots, [rowsOf(partner.playerId).map(asSlot)], window)) {
      const slot = {
        ...part.slot.row,
        startTime: new Date(part.start),
        endTime: new Date(part.end),
        isRecurring: false,
        recurrenceRule: null,
      };
      result.push({ slot, playerId: entryId });
    }
  }
  return result.sort((a, b) => a.slot.startTime.getTime() - b.slot.startTime.getTime() || a.playerId - b.playerId);
}
