import type { Side } from '@courtside/shared/tennis/types';
import type { Database } from '../db/client';
import { findLeagueById, findLeagueView, isLeagueMember, type LeagueView } from '../db/queries/leagues';
import { findMatchWithDetails, type MatchWithDetails } from '../db/queries/matches';
import { conflict, forbidden, notFound } from '../lib/errors';
import type { SessionUser } from '../lib/session';
import { managesLeague, viewerOf } from './league-access';
import { MATCHES_MEMBERS_ONLY, MATCH_NOT_FOUND, leagueRefusal } from './match-messages';

// Who may read and change a match (ADR 028): admins, the league's organizer (ADR 075) and players of its league
// read it; its two players (in doubles the four players of its two pairs, ADR 078) and admins schedule and score
// it; the league must be under way for any change.

/**
 * The side of the match the user plays through one of their players (home when they own both), as its anchor
 * or, in doubles, as the anchor's partner (ADR 078); or null.
 */
export function sideOfUser(details: MatchWithDetails, userId: number): Side | null {
  if (details.home.userId === userId || details.homePartner?.userId === userId) return 'home';
  if (details.away.userId === userId || details.awayPartner?.userId === userId) return 'away';
  return null;
}

/** The user's own player on `side`: the anchor, or the partner when that is who the user is. */
export function userPlayerOnSide(details: MatchWithDetails, side: Side, userId: number) {
  const anchor = playerOnSide(details, side);
  const anchorUser = side === 'home' ? details.home.userId : details.away.userId;
  const partner = side === 'home' ? details.homePartner : details.awayPartner;
  return anchorUser !== userId && partner?.userId === userId ? partner.playerId : anchor;
}

/** The side whose entry a player of the match plays for (anchor or partner); null for anyone else. */
export function sideOfPlayer(details: MatchWithDetails, playerId: number): Side | null {
  const { match, homePartner, awayPartner } = details;
  if (match.homePlayerId === playerId || homePartner?.playerId === playerId) return 'home';
  if (match.awayPlayerId === playerId || awayPartner?.playerId === playerId) return 'away';
  return null;
}

export function playerOnSide(details: MatchWithDetails, side: Side) {
  return side === 'home' ? details.match.homePlayerId : details.match.awayPlayerId;
}

/**
 * The match and its league if the user may see the league; an unknown match and a match in a league hidden
 * from them get the same 404, so hidden leagues are not even confirmed to have matches.
 */
async function visibleMatch(db: Database, matchId: number, user: SessionUser) {
  const details = await findMatchWithDetails(db, matchId);
  if (!details) throw notFound(MATCH_NOT_FOUND);
  const league = await findLeagueView(db, details.match.leagueId, viewerOf(user));
  if (!league) throw notFound(MATCH_NOT_FOUND);
  return { details, league };
}

/** Admins, the league's organizer (ADR 075) and its players read its matches. */
export async function requireMatchReader(db: Database, league: LeagueView, user: SessionUser) {
  if (managesLeague(league, user)) return;
  if (!(await isLeagueMember(db, league.id, user.id))) throw forbidden(MATCHES_MEMBERS_ONLY);
}

export async function readableMatch(db: Database, matchId: number, user: SessionUser) {
  const { details, league } = await visibleMatch(db, matchId, user);
  await requireMatchReader(db, league, user);
  return details;
}

/**
 * A match the user may change: visible to them, `allowed` by who they are, in a league under way. Returns
 * the match as read now and the side the user plays, if any.
 */
export async function changeableMatch(
  db: Database,
  matchId: number,
  user: SessionUser,
  allowed: (side: Side | null, details: MatchWithDetails, league: LeagueView) => boolean,
  deniedMessage: string | ((league: LeagueView, details: MatchWithDetails, side: Side | null) => string),
) {
  const { details, league } = await visibleMatch(db, matchId, user);
  const side = sideOfUser(details, user.id);
  if (!allowed(side, details, league)) {
    throw forbidden(typeof deniedMessage === 'string' ? deniedMessage : deniedMessage(league, details, side));
  }
  const refusal = leagueRefusal(league.leagueStatus);
  if (refusal) throw refusal;
  return { details, side };
}

/**
 * Why a conditional change changed nothing, from the state as it is now: the match is gone, its league is
 * no longer under way, or the match has moved on (worded by `byState`).
 */
export async function explainRefusal(db: Database, matchId: number, byState: (details: MatchWithDetails) => string) {
  const details = await findMatchWithDetails(db, matchId);
  if (!details) return notFound(MATCH_NOT_FOUND);
  const league = await findLeagueById(db, details.match.leagueId);
  if (!league) return notFound(MATCH_NOT_FOUND);
  return leagueRefusal(league.leagueStatus) ?? conflict(byState(details));
}
