export { daysRemaining } from './days-remaining';
export {
  ACTIVE_LEAGUE_STATUSES,
  LEAGUE_STATUSES,
  LEAGUE_TIMELINE,
  MY_LEAGUES_REACHABLE_STATUSES,
  isActiveLeagueStatus,
  isLeagueStatus,
  isOpenForRegistration,
  isReachableFromMyLeagues,
  timelineIndex,
  timelineSteps,
} from './league-status';
export type { LeagueStatus, TimelineStepState } from './league-status';
export {
  IRREVERSIBLE_LEAGUE_STATUSES,
  UNASSIGNED_PLAYERS_MESSAGE,
  getNextLeagueStep,
  isForwardLeagueTransition,
  leagueStepBlocker,
  leagueStepConfirmation,
  requiresIrreversibleConfirmation,
} from './league-transitions';
export type { LeagueStep } from './league-transitions';
export {
  ACCESS_DENIED_MESSAGE,
  canAccessAdmin,
  canCancelProposal,
  canChangeAccount,
  canDeleteUser,
  canMakeAdmin,
  canRegisterForLeague,
  canRespondToProposal,
  canResetPassword,
  isAdmin,
  isOwner,
} from './permissions';
export type { Actor, ProposalParties, UserType } from './permissions';
