import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opponentSlotStatus,
  scheduledMatchBetween,
  type OpponentSlotStatus,
} from '@courtside/shared/availability/slot-matching';
import type {
  AvailabilitySlotInput,
  OverlapDto,
  UpdateAvailabilityRequest,
  availabilityListResponse,
  createAvailabilityResponse,
  leagueAvailabilityResponse,
  overlapsResponse,
  updateAvailabilityResponse,
} from '@courtside/shared/schemas/availability';
import type { successResponse } from '@courtside/shared/schemas/common';
import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { sameId } from '@courtside/shared/tennis/ids';
import { getMatchState } from '@courtside/shared/tennis/match-status';
import { type Answer, api } from '@/lib/api-client';
import { REQUEST_FALLBACKS } from '@/lib/request-fallbacks';
import { entryLabel } from '@/lib/match-display';

/**
 * Availability as the add form, the list, the overlaps page and the weekly calendar read and change it.
 * Every key starts with 'availability', so one change refreshes every view of it.
 */
export const availabilityKey = ['availability'] as const;
export const myAvailabilityKey = (leagueId: number | null) => ['availability', 'mine', leagueId] as const;
export const overlapsKey = (leagueId: number, timeZone: string) =>
  ['availability', 'overlaps', leagueId, timeZone] as const;
export const leagueAvailabilityKey = (leagueId: number) => ['availability', 'league', leagueId] as const;

/** My slots in one league, or in all my leagues when leagueId is null. */
export function useMyAvailability(leagueId: number | null) {
  return useQuery({
    queryKey: myAvailabilityKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof availabilityListResponse>>('availability/get', {
        query: leagueId === null ? {} : { league_id: leagueId },
        signal,
        fallback: REQUEST_FALLBACKS.fetchAvailability,
      }),
  });
}

/** Overlaps grouped by day in `timeZone`: one league's, as the league pages and the dashboard read them. */
export const overlapsQuery = (leagueId: number, timeZone: string) =>
  queryOptions({
    queryKey: overlapsKey(leagueId, timeZone),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof overlapsResponse>>('availability/overlaps', {
        query: { league_id: leagueId, time_zone: timeZone },
        signal,
        fallback: REQUEST_FALLBACKS.fetchOverlaps,
      }),
  });

/** Asked once both the league and the zone are known. */
export function useOverlaps(leagueId: number | null, timeZone: string | null) {
  return useQuery({
    ...overlapsQuery(leagueId ?? 0, timeZone ?? ''),
    enabled: leagueId !== null && timeZone !== null,
  });
}

export const leagueAvailabilityQuery = (leagueId: number) =>
  queryOptions({
    queryKey: leagueAvailabilityKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leagueAvailabilityResponse>>('availability/leagueAvailability', {
        query: { league_id: leagueId },
        signal,
        fallback: REQUEST_FALLBACKS.fetchLeagueAvailability,
      }),
  });

export function useLeagueAvailability(leagueId: number) {
  return useQuery(leagueAvailabilityQuery(leagueId));
}

function useAvailabilityChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKey }),
  });
}

/** One slot, or several at once (the answer counts created and failed). */
export function useAddAvailability() {
  return useAvailabilityChange((input: AvailabilitySlotInput | { slots: AvailabilitySlotInput[] }) =>
    api.post<Answer<typeof createAvailabilityResponse>>('availability/post', {
      body: input,
      fallback: REQUEST_FALLBACKS.createAvailability,
    }),
  );
}

export function useUpdateAvailability() {
  return useAvailabilityChange((input: UpdateAvailabilityRequest) =>
    api.put<Answer<typeof updateAvailabilityResponse>>('availability/update', {
      body: input,
      fallback: REQUEST_FALLBACKS.updateAvailability,
    }),
  );
}

export function useDeleteAvailability() {
  return useAvailabilityChange((id: number) =>
    api.delete<Answer<typeof successResponse>>('availability/delete', {
      query: { id },
      fallback: REQUEST_FALLBACKS.deleteAvailability,
    }),
  );
}

/** An opponent free in an overlap, with what the overlaps page offers beside them there (ADR 014). */
export interface OpponentChoice {
  /** The opponent's player id, which a proposal is sent to. */
  id: number;
  name: string;
  status: OpponentSlotStatus;
  /** With `match_scheduled`: the match to reschedule instead of proposing a new one. */
  scheduledMatch?: MatchDto;
}

export interface OverlapChoice {
  start_time: string;
  end_time: string;
  duration: number;
  opponents: OpponentChoice[];
}

/** What the viewer's side of the division holds: their player, its matches and their proposals. */
export interface ViewerPlay {
  playerId: number;
  matches: readonly MatchDto[];
  proposals: readonly ProposalDto[];
}

/** Each overlap with every opponent's state in it: 'Scheduled Match', 'Proposal sent' or Propose Match. */
export function overlapChoices(overlaps: readonly OverlapDto[], viewer: ViewerPlay): OverlapChoice[] {
  return overlaps.map((overlap) => ({
    start_time: overlap.start_time,
    end_time: overlap.end_time,
    duration: overlap.duration,
    opponents: overlap.available_opponents.map((opponent) => {
      const status = opponentSlotStatus({
        slot: overlap,
        viewerPlayerId: viewer.playerId,
        opponentPlayerId: opponent.id,
        proposals: viewer.proposals,
        matches: viewer.matches,
      });
      const choice: OpponentChoice = {
        id: opponent.id,
        name: entryLabel(opponent, opponent.partner),
        status,
      };
      if (status === 'match_scheduled') {
        choice.scheduledMatch = scheduledMatchBetween(viewer.matches, viewer.playerId, opponent.id);
      }
      return choice;
    }),
  }));
}

export const BEST_TIMES_DAYS = 7;
export const BEST_TIMES_COUNT = 3;
const DAY_MS = 86_400_000;

/**
 * Whether a proposal to this opponent could still settle something: their match with the viewer is neither
 * scheduled nor played, and no proposal between the two is waiting for an answer.
 */
function isOpenOpponent(opponentId: number, viewer: ViewerPlay): boolean {
  const between = (a: number, b: number) =>
    (sameId(a, viewer.playerId) && sameId(b, opponentId)) || (sameId(a, opponentId) && sameId(b, viewer.playerId));
  const settled = viewer.matches.some(
    (match) => between(match.home_player_id, match.away_player_id) && getMatchState(match.status) !== 'unscheduled',
  );
  const waiting = viewer.proposals.some(
    (proposal) => proposal.status === 'pending' && between(proposal.proposer_player_id, proposal.opponent_player_id),
  );
  return !settled && !waiting;
}

export const NO_BEST_TIMES = 'No shared times in the next 7 days with opponents you still need to schedule.';
export const BEST_TIMES_ALL_WAITING =
  'Everyone free when you are in the next 7 days already has a proposal waiting or a match scheduled with you.';

const withinBestTimesWeek = (choice: OverlapChoice, now: number) =>
  Date.parse(choice.end_time) > now && Date.parse(choice.start_time) < now + BEST_TIMES_DAYS * DAY_MS;

/**
 * What "Best times this week" says when bestTimes found nothing. The overlaps listed under it may still hold
 * this week's times with opponents whose match is unscheduled but who have a proposal waiting: saying there are
 * no shared times would contradict that list, so it says why they are left out.
 */
export function noBestTimesMessage(choices: readonly OverlapChoice[], now: number): string {
  const sharedThisWeek = choices.some((choice) => withinBestTimesWeek(choice, now) && choice.opponents.length > 0);
  return sharedThisWeek ? BEST_TIMES_ALL_WAITING : NO_BEST_TIMES;
}

/**
 * "Best times this week": the overlaps in the next 7 days that fit the most open opponents (Propose Match is
 * offered for them there, and nothing is scheduled or waiting with them yet), ties by the earliest start.
 * Each keeps only those opponents; overlaps with none are left out.
 */
export function bestTimes(choices: readonly OverlapChoice[], viewer: ViewerPlay, now: number): OverlapChoice[] {
  return choices
    .filter((choice) => withinBestTimesWeek(choice, now))
    .map((choice) => ({
      ...choice,
      opponents: choice.opponents.filter(
        (opponent) => opponent.status === 'available' && isOpenOpponent(opponent.id, viewer),
      ),
    }))
    .filter((choice) => choice.opponents.length > 0)
    .sort((a, b) => b.opponents.length - a.opponents.length || Date.parse(a.start_time) - Date.parse(b.start_time))
    .slice(0, BEST_TIMES_COUNT);
}
