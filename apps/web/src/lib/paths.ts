/** Every route of the spec in one place, so links and the router cannot drift apart. */
export const paths = {
  landing: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
  comingSoon: '/coming-soon',
  dashboard: '/dashboard',
  profile: '/profile',
  register: '/register',
  myLeagues: '/my-leagues',
  notifications: '/notifications',
  feedback: '/feedback',
  locations: '/locations',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminInviteCodes: '/admin/invite-codes',
  adminLeagues: '/admin/leagues-registrations',
  adminLeagueEditor: '/admin/leagues/editor',
  adminLeagueSeason: (leagueId: number | string) => `/admin/leagues/${leagueId}/season`,
  adminFeedback: '/admin/feedback',
  adminOutbox: '/admin/outbox',
  adminAnalytics: '/admin/analytics',
  scheduledMatches: '/scheduled-matches',
  availability: '/availability',
  addAvailability: '/availability/add',
  scheduleOverlaps: '/schedule-overlaps',
  matchProposals: '/match-proposals',
  leagueHome: (leagueId: number | string) => `/leagues/${leagueId}`,
  leagueDivision: (leagueId: number | string) => `/leagues/${leagueId}/division`,
  leagueStandings: (leagueId: number | string) => `/leagues/${leagueId}/standings`,
  leagueSchedule: (leagueId: number | string) => `/leagues/${leagueId}/schedule`,
  leagueAvailability: (leagueId: number | string) => `/leagues/${leagueId}/availability`,
  leagueAvailabilityList: (leagueId: number | string) => `/leagues/${leagueId}/availability/list`,
  leagueAddAvailability: (leagueId: number | string) => `/leagues/${leagueId}/availability/add`,
  leagueOverlaps: (leagueId: number | string) => `/leagues/${leagueId}/schedule/overlaps`,
  leagueMatchHistory: (leagueId: number | string) => `/leagues/${leagueId}/schedule/full`,
  leagueFindMatches: (leagueId: number | string) => `/leagues/${leagueId}/find-matches`,
  leagueProposals: (leagueId: number | string) => `/leagues/${leagueId}/proposals`,
  matchScore: (leagueId: number | string, matchId: number | string) => `/leagues/${leagueId}/match/${matchId}/score`,
  matchSchedule: (leagueId: number | string, matchId: number | string) =>
    `/leagues/${leagueId}/match/${matchId}/schedule`,
} as const;

/** Routes anyone may open without signing in (spec, section 2 "Access"). */
export const publicPaths: readonly string[] = [paths.landing, paths.signIn, paths.signUp, paths.comingSoon];

// The server reads a league page's id from its address by the same rule (it names the page's first reads).
export { leagueIdFromParam } from '@courtside/shared/web/league-id';
