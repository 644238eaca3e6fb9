import { canRespondToProposal } from '@courtside/shared/league/permissions';
import { isOpenForRegistration } from '@courtside/shared/league/league-status';
import type { LeagueDto, MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { MyMatchDto } from '@courtside/shared/schemas/matches';
import { sameId } from '@courtside/shared/tennis/ids';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { sideOfPlayer } from '@courtside/shared/tennis/match-winner';
import type { OverlapChoice } from '@/lib/availability-queries';
import { matchSideName } from '@/lib/match-display';

/** An opponent I still have to arrange a match with, and the soonest time we are both free. */
export interface ProposeStep {
  match: MyMatchDto;
  opponent: { id: number; name: string };
  slot: { start_time: string; end_time: string };
}

/**
 * What waits for me across my leagues, most urgent first (issue 34): proposals I have to answer, scores I
 * have to confirm, a time to propose to each opponent still to arrange, my next match, leagues I could join.
 */
export interface NextSteps {
  proposals: ProposalDto[];
  scoresToConfirm: MyMatchDto[];
  proposeTimes: ProposeStep[];
  nextMatch: MyMatchDto | null;
  openLeagues: LeagueDto[];
}

export interface NextStepsInput {
  matches: readonly MyMatchDto[];
  proposals: readonly ProposalDto[];
  /** Each league's overlaps as overlapChoices reads them (statuses included), by league id. */
  overlapsByLeague: ReadonlyMap<number, readonly OverlapChoice[]>;
  allLeagues: readonly LeagueDto[];
  myLeagues: readonly MyLeagueEntry[];
  now: number;
}

export function opponentOfMine(match: MyMatchDto): { id: number; name: string } {
  const mine = sideOfPlayer(match, match.my_player_id);
  return mine === 'home'
    ? { id: match.away_player_id, name: matchSideName(match, 'away') }
    : { id: match.home_player_id, name: matchSideName(match, 'home') };
}

const soonest = (a: string | null, b: string | null) =>
  (a === null ? Infinity : Date.parse(a)) - (b === null ? Infinity : Date.parse(b));

/** A pending proposal between the two, either way round: proposing again would only cross it. */
const proposalWaitsBetween = (proposals: readonly ProposalDto[], a: number, b: number) =>
  proposals.some(
    (proposal) =>
      proposal.status === 'pending' &&
      ((sameId(proposal.proposer_player_id, a) && sameId(proposal.opponent_player_id, b)) ||
        (sameId(proposal.proposer_player_id, b) && sameId(proposal.opponent_player_id, a))),
  );

export function buildNextSteps(input: NextStepsInput): NextSteps {
  const { matches, now } = input;
  const myPlayerIds = new Set(matches.map((match) => match.my_player_id));

  const proposals = input.proposals
    .filter(
      (proposal) =>
        !proposal.is_sent_by_user &&
        myPlayerIds.has(proposal.opponent_player_id) &&
        canRespondToProposal(proposal.opponent_player_id, proposal),
    )
    .sort((a, b) => soonest(a.proposed_time, b.proposed_time) || a.id - b.id);

  const scoresToConfirm = matches
    .filter(
      (match) =>
        match.score_confirmation === 'pending' &&
        match.submitted_by_player_id !== null &&
        !sameId(match.submitted_by_player_id, match.my_player_id),
    )
    .sort((a, b) => soonest(a.match_datetime, b.match_datetime) || a.id - b.id);

  const proposeTimes: ProposeStep[] = [];
  for (const match of matches) {
    if (getMatchState(match.status) !== 'unscheduled') continue;
    const opponent = opponentOfMine(match);
    if (proposalWaitsBetween(input.proposals, match.my_player_id, opponent.id)) continue;
    const free = (input.overlapsByLeague.get(match.league_id) ?? []).find(
      (choice) =>
        Date.parse(choice.end_time) > now &&
        choice.opponents.some((candidate) => candidate.id === opponent.id && candidate.status === 'available'),
    );
    if (free) proposeTimes.push({ match, opponent, slot: { start_time: free.start_time, end_time: free.end_time } });
  }
  proposeTimes.sort((a, b) => soonest(a.slot.start_time, b.slot.start_time) || a.match.id - b.match.id);

  const upcoming = matches
    .filter(
      (match) =>
        getMatchState(match.status) === 'scheduled' &&
        match.match_datetime !== null &&
        Date.parse(match.match_datetime) > now,
    )
    .sort((a, b) => soonest(a.match_datetime, b.match_datetime) || a.id - b.id);

  const joined = new Set(input.myLeagues.map((entry) => entry.league_id));
  const openLeagues = input.allLeagues.filter(
    (league) => isOpenForRegistration(league.league_status) && !joined.has(league.id),
  );

  return { proposals, scoresToConfirm, proposeTimes, nextMatch: upcoming[0] ?? null, openLeagues };
}

export function hasNextSteps(steps: NextSteps): boolean {
  return (
    steps.proposals.length > 0 ||
    steps.scoresToConfirm.length > 0 ||
    steps.proposeTimes.length > 0 ||
    steps.nextMatch !== null ||
    steps.openLeagues.length > 0
  );
}
