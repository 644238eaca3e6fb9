import { isLeagueStatus } from './league-status';
import type { LeagueStatus } from './league-status';

/** The one forward step an admin can take from a status. */
export interface LeagueStep {
  from: LeagueStatus;
  to: LeagueStatus;
  /** The button's label. */
  label: string;
  /** Whether the step needs the 'cannot be undone' confirmation first. */
  requires_confirmation: boolean;
  /** Whether the step is made by the publish call rather than a plain status update. */
  via_publish: boolean;
}

/** Moves into these statuses need a confirmation saying the action cannot be undone. */
export const IRREVERSIBLE_LEAGUE_STATUSES: readonly LeagueStatus[] = ['active', 'playoffs', 'completed'];

const FORWARD: Partial<Record<LeagueStatus, { to: LeagueStatus; label: string; via_publish?: true }>> = {
  draft: { to: 'registration_open', label: 'Open Registration' },
  registration_open: { to: 'registration_closed', label: 'Close Registration' },
  registration_closed: { to: 'pending_start', label: 'Publish Divisions', via_publish: true },
  pending_start: { to: 'active', label: 'Start League' },
  active: { to: 'playoffs', label: 'Start Playoffs' },
  in_progress: { to: 'playoffs', label: 'Start Playoffs' },
  playoffs: { to: 'completed', label: 'Complete League' },
};

export function requiresIrreversibleConfirmation(to: unknown): boolean {
  return (IRREVERSIBLE_LEAGUE_STATUSES as readonly unknown[]).includes(to);
}

/** The forward step from a status, or null for completed, canceled and unknown values. */
export function getNextLeagueStep(status: unknown): LeagueStep | null {
  if (!isLeagueStatus(status)) return null;
  const next = FORWARD[status];
  if (next === undefined) return null;
  return {
    from: status,
    to: next.to,
    label: next.label,
    requires_confirmation: requiresIrreversibleConfirmation(next.to),
    via_publish: next.via_publish === true,
  };
}

/** Whether from -> to is the forward step of the table (the only moves the spec shows). */
export function isForwardLeagueTransition(from: unknown, to: unknown): boolean {
  return getNextLeagueStep(from)?.to === to;
}

/** The confirmation text for a step that cannot be undone. */
export function leagueStepConfirmation(step: Pick<LeagueStep, 'label'>): string {
  return `${step.label}? This action cannot be undone.`;
}

export const UNASSIGNED_PLAYERS_MESSAGE =
  'Cannot start league: There are unassigned players. Please assign all players to a division before starting the league.';

/** Why a step cannot be taken now, or null: starting a league is blocked while any player is unassigned. */
export function leagueStepBlocker(
  step: Pick<LeagueStep, 'to'>,
  context: { unassigned_players: number },
): string | null {
  return step.to === 'active' && context.unassigned_players > 0 ? UNASSIGNED_PLAYERS_MESSAGE : null;
}
