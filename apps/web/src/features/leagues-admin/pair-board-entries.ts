import { entryName } from '@courtside/shared/league/pairs';
import type { PairDto, PairMemberDto, PairsListResponse } from '@courtside/shared/schemas/pairs';
import type { LeaguePlayerDto } from '@courtside/shared/schemas/registrations';
import type { BoardPlayer } from './player-name';

/** An entry of a doubles league that cannot be placed yet, and why. */
export interface WaitingEntry {
  key: string;
  name: string;
  why: string;
}

const fullName = (member: PairMemberDto) => `${member.first_name} ${member.last_name}`;
const ratingOf = (member: PairMemberDto) => (member.rating === null ? '–' : member.rating.toFixed(1));

export const NOT_PLACEABLE_REASONS = {
  invited: (partner: string) => `Waiting for ${partner} to accept`,
  alone: 'No partner yet',
} as const;

function anchorCard(pair: PairDto, players: ReadonlyMap<number, LeaguePlayerDto>): BoardPlayer {
  const anchor = players.get(pair.anchor.player_id);
  return {
    id: pair.anchor.player_id,
    user_id: pair.anchor.user_id,
    first_name: pair.anchor.first_name,
    last_name: pair.anchor.last_name,
    rating: pair.anchor.rating,
    gender: pair.anchor.gender,
    // The registration read carries the published placement; the pair's own division is the same one.
    division_id: anchor ? anchor.division_id : pair.division_id,
    registered_at: anchor ? anchor.registered_at : pair.created_at,
    label: entryName(pair.anchor, pair.partner),
    detail: `Ratings ${ratingOf(pair.anchor)} & ${ratingOf(pair.partner)}`,
  };
}

/**
 * The board of a doubles league places complete pairs only, one card each under the anchor's id (ADR 078);
 * invited pairs and players without a partner are listed apart with the reason they wait.
 */
export function pairBoardEntries(
  players: readonly LeaguePlayerDto[],
  pairs: PairsListResponse,
): { placeable: BoardPlayer[]; waiting: WaitingEntry[] } {
  const byId = new Map(players.map((player) => [player.id, player]));
  const placeable = pairs.pairs.filter((pair) => pair.status === 'complete').map((pair) => anchorCard(pair, byId));
  const waiting: WaitingEntry[] = [
    ...pairs.pairs
      .filter((pair) => pair.status === 'invited')
      .map((pair) => ({
        key: `pair-${pair.id}`,
        name: entryName(pair.anchor, pair.partner),
        why: NOT_PLACEABLE_REASONS.invited(fullName(pair.partner)),
      })),
    ...pairs.unpaired.map((member) => ({
      key: `player-${member.player_id}`,
      name: fullName(member),
      why: NOT_PLACEABLE_REASONS.alone,
    })),
  ];
  return { placeable, waiting };
}
