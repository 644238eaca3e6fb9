import type { MatchDto } from '@courtside/shared/schemas/matches';
import { isAdmin } from '@courtside/shared/league/permissions';
import { sideOfPlayer, type Side } from '@courtside/shared/tennis/index';
import { matchSideName } from '@/lib/match-display';

/** A player with no name on record still needs something readable (league-play: 'Opponent' elsewhere). */
export const UNNAMED_PLAYER = 'Unnamed player';

export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part) => part && part.trim() !== '').join(' ') || UNNAMED_PLAYER;
}

export function sideName(match: MatchDto, side: Side): string {
  return matchSideName(match, side, UNNAMED_PLAYER);
}

/** Who is looking at a match, which decides the outcomes they may choose and the buttons they see. */
export interface MatchViewer {
  /** The viewer's player in this match, or null when none of their players plays it. */
  playerId: number | null;
  side: Side | null;
  isAdmin: boolean;
}

/**
 * The side a player plays in a match: as the side's own player, or in doubles as the partner beside it (ADR 078).
 */
export function sideOfMatchPlayer(match: MatchDto, playerId: number | null | undefined): Side | null {
  if (playerId === null || playerId === undefined) return null;
  const side = sideOfPlayer(match, playerId);
  if (side !== null) return side;
  if (match.home_partner?.player_id === playerId) return 'home';
  if (match.away_partner?.player_id === playerId) return 'away';
  return null;
}

export function viewerOf(
  match: MatchDto,
  myPlayerIds: readonly number[],
  user: { user_type?: string | null } | null | undefined,
): MatchViewer {
  // A user may have several players (ADR 023); at most one of them is in a given match. A doubles partner views
  // it as their pair, under the id the match names the pair by.
  const mine = myPlayerIds.find((id) => sideOfMatchPlayer(match, id) !== null);
  const side = sideOfMatchPlayer(match, mine);
  const playerId = side === null ? null : side === 'home' ? match.home_player_id : match.away_player_id;
  return { playerId, side, isAdmin: isAdmin(user) };
}

/** Only the two players or an admin schedule or score a match (ADR 028). */
export function mayChangeMatch(viewer: MatchViewer): boolean {
  return viewer.side !== null || viewer.isAdmin;
}

export const NOT_YOUR_MATCH_MESSAGE = 'Only the two players of this match or an admin can change it.';
