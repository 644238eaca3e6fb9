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
  feedback: '/feedback',
  locations: '/locations',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminInviteCodes: '/admin/invite-codes',
  adminLeagues: '/admin/leagues-registrations',
  adminLeagueEditor: '/admin/leagues/editor',
  adminFeedback: '/admin/feedback',
  adminAnalytics: '/admin/analytics',
  leagueHome: (leagueId: number | string) => `/leagues/${leagueId}`,
} as const;

/** Routes anyone may open without signing in (spec, section 2 "Access"). */
export const publicPaths: readonly string[] = [paths.landing, paths.signIn, paths.signUp, paths.comingSoon];
