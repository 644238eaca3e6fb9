import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { myDivisionDto } from '@courtside/shared/schemas/divisions';
import type { leagueDto, leaguesListResponse } from '@courtside/shared/schemas/leagues';
import type { locationsListResponse } from '@courtside/shared/schemas/locations';
import type {
  DisputeScoreRequest,
  ResolveDisputeRequest,
  matchDto,
  matchHistoryResponse,
  myMatchesResponse,
} from '@courtside/shared/schemas/matches';
import type { recentActivityResponse } from '@courtside/shared/schemas/recent-activity';
import type { standingsResponse } from '@courtside/shared/schemas/standings';
import { type Answer, api } from '@/lib/api-client';
import { REQUEST_FALLBACKS } from '@/lib/request-fallbacks';

/**
 * The league-play reads that several features show: league home, match pages, standings, the dashboard and
 * /scheduled-matches. One cache entry each, so a score entered on one page is what every page shows next.
 * Every key starts with its area; after a schedule or score change `refreshAfterMatchChange` refreshes them all.
 */
export const leagueKey = (leagueId: number) => ['leagues', 'detail', leagueId] as const;
export const myDivisionKey = (leagueId: number) => ['divisions', 'mine', leagueId] as const;
export const matchKey = (matchId: number) => ['matches', 'detail', matchId] as const;
export const matchHistoryKey = (matchId: number) => ['matches', 'history', matchId] as const;
export const myMatchesKey = ['matches', 'mine'] as const;
export const standingsKey = (leagueId: number) => ['standings', leagueId] as const;
export const locationsKey = ['locations', 'all'] as const;
/** What waits for an admin; a league's season view (features/season) is kept under it, and refreshed with it. */
export const needsAttentionKey = ['admin', 'needs-attention'] as const;
export const recentActivityKey = ['leagues', 'recentActivity'] as const;

// The reads a page's route loader may fetch before the page is drawn (app/early-read-queries.ts) are given as
// query options, so that the loader and the page's hook share one key and one request.

export const leagueQuery = (leagueId: number) =>
  queryOptions({
    queryKey: leagueKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leagueDto>>('leagues/get', {
        query: { league_id: leagueId },
        signal,
        fallback: REQUEST_FALLBACKS.fetchLeague(leagueId),
      }),
  });

export function useLeague(leagueId: number) {
  return useQuery(leagueQuery(leagueId));
}

/** divisions/getMyDivision: the league name, my player, my division's roster and its matches. */
export const myDivisionQuery = (leagueId: number) =>
  queryOptions({
    queryKey: myDivisionKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof myDivisionDto>>('divisions/getMyDivision', { query: { league_id: leagueId }, signal }),
  });

export function useMyDivision(leagueId: number) {
  return useQuery(myDivisionQuery(leagueId));
}

/**
 * The same read for a league that may not be chosen yet (a form's league select): no request until it is,
 * and the same cache entry as useMyDivision once it is.
 */
export function useMyDivisionOf(leagueId: number | null) {
  return useQuery({
    queryKey: myDivisionKey(leagueId ?? 0),
    enabled: leagueId !== null,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof myDivisionDto>>('divisions/getMyDivision', { query: { league_id: leagueId }, signal }),
  });
}

export function useMatch(matchId: number) {
  return useQuery({
    queryKey: matchKey(matchId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof matchDto>>('matches/getMatchDetails', { query: { match_id: matchId }, signal }),
  });
}

/** The audit trail of one match: who scheduled, scored, confirmed or disputed it, and when. */
export function useMatchHistory(matchId: number) {
  return useQuery({
    queryKey: matchHistoryKey(matchId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof matchHistoryResponse>>('matches/history', { query: { match_id: matchId }, signal }),
  });
}

/** All of the signed-in user's matches in every league they play in. */
export const myMatchesQuery = () =>
  queryOptions({
    queryKey: myMatchesKey,
    queryFn: ({ signal }) => api.get<Answer<typeof myMatchesResponse>>('matches/mine', { signal }),
  });

export function useMyMatches() {
  return useQuery(myMatchesQuery());
}

/** What happened lately in the user's leagues: the dashboard's Recent Activity (ADR 063). */
export const recentActivityQuery = () =>
  queryOptions({
    queryKey: recentActivityKey,
    queryFn: ({ signal }) => api.get<Answer<typeof recentActivityResponse>>('leagues/recentActivity', { signal }),
  });

export function useRecentActivity() {
  return useQuery(recentActivityQuery());
}

export const standingsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: standingsKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof standingsResponse>>('leagues/standings', { query: { league_id: leagueId }, signal }),
  });

export function useStandings(leagueId: number) {
  return useQuery(standingsQuery(leagueId));
}

export function useLocations() {
  return useQuery({
    queryKey: locationsKey,
    queryFn: ({ signal }) => api.get<Answer<typeof locationsListResponse>>('locations/all', { signal }),
  });
}

/** Every league the user may see: Register keeps those open for registration, and so does the dashboard. */
export const allLeaguesKey = ['leagues', 'all'] as const;

export const allLeaguesQuery = () =>
  queryOptions({
    queryKey: allLeaguesKey,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leaguesListResponse>>('leagues/all', { signal, fallback: REQUEST_FALLBACKS.fetchLeagues }),
  });

export function useAllLeagues() {
  return useQuery(allLeaguesQuery());
}

/**
 * A change to a match. The answer's body is not read: after any change every view of matches, divisions and
 * standings (and the admin's Needs attention) loads afresh, so each page shows what the server stored rather
 * than what it sent.
 */
export function useMatchChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the refreshed match can unmount the form (a scored match shows View Score), and the
    // caller's own onSuccess (toast, analytics, navigation) must still run.
    onSuccess: () => {
      void refreshAfterMatchChange(queryClient);
    },
  });
}

/** Confirm Score: from the match's page, and in place on the dashboard. */
export function useConfirmScore() {
  return useMatchChange((matchId: number) => api.post('matches/confirmScore', { body: { match_id: matchId } }));
}

/** Dispute Score: from the match's page, and in place on the dashboard. */
export function useDisputeScore() {
  return useMatchChange((input: DisputeScoreRequest) => api.post('matches/disputeScore', { body: input }));
}

export const DISPUTE_RESOLVED_MESSAGE = 'Dispute resolved. The score now stands.';
export const RESOLVE_FAILED_TITLE = 'Failed to resolve the dispute';

/** Resolve Dispute: an admin's ruling, from the match's page or in place in the admin's Needs attention. */
export function useResolveDispute() {
  return useMatchChange((input: ResolveDisputeRequest) => api.post('matches/resolveDispute', { body: input }));
}

/**
 * After a match is scheduled or scored: every view of matches, divisions and standings reads afresh, and so do
 * Recent Activity, which tells of it, and the admin's Needs attention (and season views, kept under its key).
 */
export function refreshAfterMatchChange(queryClient: QueryClient) {
  return Promise.all(
    [['matches'], ['divisions'], ['standings'], recentActivityKey, needsAttentionKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
