import { sameId } from '../tennis/ids';
import type { Id } from '../tennis/ids';
import { isOpenForRegistration } from './league-status';

/** user_type values the project uses. */
export type UserType = 'owner' | 'admin' | 'player';

/** Anyone whose rights are in question; null or undefined stands for an anonymous visitor. */
export type Actor = { id?: Id | null; user_type?: string | null } | null | undefined;

export const ACCESS_DENIED_MESSAGE = 'Access denied. You are not an admin.';

/** An admin is a user whose user_type is admin or owner (accounts-and-admin section 6). */
export function isAdmin(user: Actor): boolean {
  return user?.user_type === 'admin' || user?.user_type === 'owner';
}

export function isOwner(user: Actor): boolean {
  return user?.user_type === 'owner';
}

/** Admin pages and the Admin button. */
export function canAccessAdmin(user: Actor): boolean {
  return isAdmin(user);
}

/**
 * May `actor` change what belongs to `target`'s account (its players, and whatever else an account comes to
 * own)? Everyone their own account. An admin (the owner included) also a plain player's account, never the
 * owner's or another admin's: admins answer for their own accounts, so none may rewrite a colleague's.
 * Other rules build on this one rather than restating it.
 */
export function canChangeAccount(actor: Actor, target: Actor): boolean {
  if (!actor || !target || actor.id === null || actor.id === undefined) return false;
  if (sameId(actor.id, target.id)) return true;
  return isAdmin(actor) && target.user_type === 'player';
}

/** Make Admin: an admin acting on a plain player's account (never an admin's or the owner's). */
export function canMakeAdmin(actor: Actor, target: Actor): boolean {
  return isAdmin(actor) && !isAdmin(target) && canChangeAccount(actor, target);
}

/** Delete: an admin acting on anyone but an owner. */
export function canDeleteUser(actor: Actor, target: Actor): boolean {
  return isAdmin(actor) && target !== null && target !== undefined && !isOwner(target);
}

/** Reset Password: owners only. */
export function canResetPassword(actor: Actor): boolean {
  return isOwner(actor);
}

export interface ProposalParties {
  status?: string | null;
  proposer_player_id?: Id | null;
  opponent_player_id?: Id | null;
}

/** Accept or decline: only the recipient of a pending proposal. */
export function canRespondToProposal(viewerPlayerId: Id | null | undefined, proposal: ProposalParties): boolean {
  return proposal.status === 'pending' && sameId(proposal.opponent_player_id, viewerPlayerId);
}

/** Cancel: only the sender of a pending proposal. */
export function canCancelProposal(viewerPlayerId: Id | null | undefined, proposal: ProposalParties): boolean {
  return proposal.status === 'pending' && sameId(proposal.proposer_player_id, viewerPlayerId);
}

/** The one field of a league that names who runs it besides the club's admins (issue 38). */
export interface LeagueOrganizer {
  organizer_user_id?: Id | null;
}

/**
 * Manage a league (its lifecycle, divisions, placements, invite links and edits): the club's admins for every
 * league, and a private league's organizer for that league only (ADR 075).
 */
export function canManageLeague(user: Actor, league: LeagueOrganizer | null | undefined): boolean {
  if (!user || !league) return false;
  if (isAdmin(user)) return true;
  return sameId(league.organizer_user_id, user.id);
}

/**
 * Register for a league: players register themselves with their primary player, in a league open for
 * registration (accounts-and-admin sections 2 and 6).
 */
export function canRegisterForLeague(
  user: Actor,
  player: { user_id?: Id | null; primary_player?: boolean | null },
  league: { league_status?: string | null },
): boolean {
  return (
    user !== null &&
    user !== undefined &&
    sameId(player.user_id, user.id) &&
    player.primary_player === true &&
    isOpenForRegistration(league.league_status)
  );
}
