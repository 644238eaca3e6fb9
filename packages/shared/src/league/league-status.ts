/** League status values (accounts-and-admin section 4). */
export const LEAGUE_STATUSES = [
  'draft',
  'registration_open',
  'registration_closed',
  'pending_start',
  'active',
  'in_progress',
  'playoffs',
  'completed',
  'canceled',
] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

/** Statuses in which play is under way; only these are offered for overlaps (league-play section 4). */
export const ACTIVE_LEAGUE_STATUSES: readonly LeagueStatus[] = ['active', 'in_progress', 'playoffs'];

/** Statuses whose cards on My Leagues open the league (accounts-and-admin section 2). */
export const MY_LEAGUES_REACHABLE_STATUSES: readonly LeagueStatus[] = [
  'active',
  'in_progress',
  'playoffs',
  'completed',
];

/** The admin timeline's steps, in order; in_progress is shown at active's step and canceled is on none. */
export const LEAGUE_TIMELINE: readonly LeagueStatus[] = [
  'draft',
  'registration_open',
  'registration_closed',
  'pending_start',
  'active',
  'playoffs',
  'completed',
];

export function isLeagueStatus(value: unknown): value is LeagueStatus {
  return (LEAGUE_STATUSES as readonly unknown[]).includes(value);
}

export function isActiveLeagueStatus(status: unknown): boolean {
  return (ACTIVE_LEAGUE_STATUSES as readonly unknown[]).includes(status);
}

/** Statuses before play starts: a league's players may be placed already, but no match exists yet. */
export const BEFORE_PLAY_LEAGUE_STATUSES: readonly LeagueStatus[] = [
  'draft',
  'registration_open',
  'registration_closed',
  'pending_start',
];

export function isBeforePlay(status: unknown): boolean {
  return (BEFORE_PLAY_LEAGUE_STATUSES as readonly unknown[]).includes(status);
}

export function isReachableFromMyLeagues(status: unknown): boolean {
  return (MY_LEAGUES_REACHABLE_STATUSES as readonly unknown[]).includes(status);
}

/** Leagues players may register for (the Register page lists only these). */
export function isOpenForRegistration(status: unknown): boolean {
  return status === 'registration_open';
}

/** A status's index on the timeline: in_progress shares active's; -1 for canceled or unknown values. */
export function timelineIndex(status: unknown): number {
  return LEAGUE_TIMELINE.indexOf(status === 'in_progress' ? 'active' : (status as LeagueStatus));
}

export type TimelineStepState = 'done' | 'current' | 'upcoming';

/** How the timeline draws each of its steps for a league in `status`; all upcoming when it is on none. */
export function timelineSteps(status: unknown): { status: LeagueStatus; state: TimelineStepState }[] {
  const current = timelineIndex(status);
  return LEAGUE_TIMELINE.map((step, index) => ({
    status: step,
    state: current === -1 || index > current ? 'upcoming' : index === current ? 'current' : 'done',
  }));
}
