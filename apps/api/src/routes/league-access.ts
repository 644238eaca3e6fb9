import type { Database } from '../db/client';
import { findLeagueAccess, type LeagueAccess } from '../db/queries/league-access';
import { findLeagueView, type LeagueView, type LeagueViewer } from '../db/queries/leagues';
import type {
  AssignmentProblem,
  LifecycleRefusal,
  StaleBoard,
  UnconfirmedRemovals,
} from '../db/queries/league-lifecycle';
import { readOnlyLeagueMessage } from '@courtside/shared/league/league-changes';
import { NOT_REGISTERED_MESSAGE } from '@courtside/shared/league/league-messages';
import { STALE_BOARD_MESSAGE, removalSummary, type BoardRemovals } from '@courtside/shared/league/board-changes';
import { NOT_ADMIN_MESSAGE, badRequest, conflict, forbidden, notFound, type AppError } from '../lib/errors';
import { isAdminUser, type SessionUser } from '../lib/session';
import { notPlaceable } from './pair-messages';

// Who may see and change what in league administration, shared by the leagues, divisions and registrations
// routes (ADR 025): admins everything; a private league's organizer that league (ADR 075); other signed-in users
// the leagues they can see, and the people of a league only when they play in it.

export const LEAGUE_NOT_FOUND = 'League not found.';
export const NOT_REGISTERED = NOT_REGISTERED_MESSAGE;
export const MEMBERS_ONLY = 'Only admins and players of this league can see its players.';

export const viewerOf = (user: SessionUser): LeagueViewer => ({ userId: user.id, admin: isAdminUser(user) });

export const NOT_LEAGUE_MANAGER = "Only this league's organizer and the club's admins can manage it.";

/** Admins run every league; a private league's organizer runs that one league and nothing else (ADR 075). */
export const managesLeague = (league: { organizerUserId: number | null }, user: SessionUser) =>
  isAdminUser(user) || (league.organizerUserId !== null && league.organizerUserId === user.id);

/** Why someone who sees a league may not run it: a club league is the admins' alone, as the spec words it. */
export const notManagerMessage = (league: { organizerUserId: number | null }) =>
  league.organizerUserId === null ? NOT_ADMIN_MESSAGE : NOT_LEAGUE_MANAGER;

/**
 * For every route that changes or runs one league (ADR 075): admins and the league's organizer pass; a user who
 * sees the league but does not run it gets 403; a user who cannot see it (or an unknown league), 404 (`missing`,
 * LEAGUE_NOT_FOUND unless told), so a private league's existence does not leak. Returns the league as read.
 */
export async function requireLeagueManager(
  db: Database,
  leagueId: number,
  user: SessionUser,
  missing = LEAGUE_NOT_FOUND,
): Promise<LeagueView> {
  const league = await findLeagueView(db, leagueId, viewerOf(user));
  if (!league) throw notFound(missing);
  if (!managesLeague(league, user)) throw forbidden(notManagerMessage(league));
  return league;
}

/** The league if `user` may see it; 404 otherwise, so hidden leagues are not even confirmed to exist. */
export async function requireVisibleLeague(db: Database, leagueId: number, user: SessionUser): Promise<LeagueView> {
  const league = await findLeagueView(db, leagueId, viewerOf(user));
  if (!league) throw notFound(LEAGUE_NOT_FOUND);
  return league;
}

/**
 * requireVisibleLeague for the reads that also need the viewer's player and division in the league: all in
 * one statement (ADR 039).
 */
export async function requireLeagueAccess(db: Database, leagueId: number, user: SessionUser): Promise<LeagueAccess> {
  const access = await findLeagueAccess(db, leagueId, viewerOf(user));
  if (!access) throw notFound(LEAGUE_NOT_FOUND);
  return access;
}

/** Admins, the league's organizer, and users with a player registered in the league. */
export async function requireAdminOrMember(db: Database, leagueId: number, user: SessionUser): Promise<LeagueAccess> {
  const access = await requireLeagueAccess(db, leagueId, user);
  if (!managesLeague(access.league, user) && access.playerId === null) throw forbidden(MEMBERS_ONLY);
  return access;
}

export function statusChangeRefused(from: string, to: string): AppError {
  // The loser of two identical moves at once (two admins, a double click) finds the league already there.
  if (from === to) return conflict(alreadyInStatus(to));
  return conflict(`Cannot change the league status from ${from} to ${to}.`);
}

export const alreadyInStatus = (status: string) =>
  `The league is already ${status}: another request changed it first. Reload to see it.`;

/** The answer to a lifecycle or placement function that changed nothing. */
export function refusalToError(
  refusal: LifecycleRefusal | AssignmentProblem | StaleBoard | UnconfirmedRemovals,
  wantedStatus?: string,
): AppError {
  switch (refusal.outcome) {
    case 'stale-board':
      return conflict(STALE_BOARD_MESSAGE);
    case 'removals-unconfirmed': {
      const removals: BoardRemovals = {
        matches: refusal.matchesRemoved,
        scheduled_matches: refusal.scheduledMatchesRemoved,
        players_unplaced: refusal.playersUnplaced,
      };
      return conflict(removalSummary(removals), { removals });
    }
    case 'league-not-found':
      return notFound(LEAGUE_NOT_FOUND);
    case 'read-only':
      return conflict(readOnlyLeagueMessage(refusal.status));
    case 'wrong-status':
      return statusChangeRefused(refusal.status, wantedStatus ?? 'the requested status');
    case 'unknown-player':
      return badRequest(`Player ${refusal.playerId} is not registered in this league.`);
    case 'unknown-division':
      return badRequest(`Division ${refusal.divisionId} is not a division of this league.`);
    case 'duplicate-player':
      return badRequest(`Player ${refusal.playerId} is listed more than once.`);
    case 'not-placeable':
      return badRequest(notPlaceable(refusal.player, refusal.anchor));
  }
}

export const LEAGUE_CHANGED_MEANWHILE = 'The league changed while this was saved. Reload and try again.';

/** A placement's player or division was deleted while it was being saved: a 409 instead of a 500. */
export function leagueChangedMeanwhile(error: unknown): never {
  if (isForeignKeyViolation(error)) throw conflict(LEAGUE_CHANGED_MEANWHILE);
  throw error;
}

/**
 * A foreign key said no, as PGlite and node-postgres report it: 23503 for a row pointing nowhere (or a
 * cascade blocked), 23001 for deleting a row that an ON DELETE RESTRICT key still points at.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (candidate ?? {}) as { code?: string; constraint?: string };
  return (code === '23503' || code === '23001') && (constraint === undefined || name === constraint);
}
