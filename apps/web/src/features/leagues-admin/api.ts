import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { successResponse } from '@courtside/shared/schemas/common';
import type {
  CreateDivisionRequest,
  UpdateDivisionRequest,
  boardResponse,
  divisionDto,
  divisionsListResponse,
  publishAssignmentsResponse,
  saveDraftAssignmentsResponse,
} from '@courtside/shared/schemas/divisions';
import type {
  CreateLeagueInviteLinkRequest,
  leagueInviteLinkDto,
  leagueInviteLinksResponse,
} from '@courtside/shared/schemas/league-invites';
import type {
  CreateLeagueRequest,
  CreatePrivateLeagueRequest,
  LeagueStatus,
  UpdateLeagueRequest,
  leagueDto,
  leaguesListResponse,
} from '@courtside/shared/schemas/leagues';
import type { CreateRegionRequest, regionDto, regionsListResponse } from '@courtside/shared/schemas/regions';
import type { leaguePlayersResponse } from '@courtside/shared/schemas/registrations';
import { type Answer, api } from '@/lib/api-client';
import { REQUEST_FALLBACKS } from '@/lib/request-fallbacks';
import { leagueKey } from '@/lib/league-queries';

// Every key starts with its area, so a change can refresh a whole area (other features' league lists
// included: ['leagues'] also covers the dashboard's and My Leagues' entries).
export const leaguesKey = ['leagues'] as const;
export const leaguesListKey = ['leagues', 'all'] as const;
export const regionsKey = ['regions', 'all'] as const;
export const divisionsKey = (leagueId: number) => ['divisions', 'league', leagueId] as const;
export const leaguePlayersKey = (leagueId: number) => ['registrations', 'players', leagueId] as const;
export const workingAssignmentsKey = (leagueId: number) => ['registrations', 'assignments', leagueId] as const;
export const inviteLinksKey = (leagueId: number) => ['league-invites', 'league', leagueId] as const;

type PlacementChangeInput = { player_id: number; division_id: number | null };
/** A publish of the board as it is on screen, based on the board version it was read at. */
type BoardPublish = {
  league_id: number;
  assignments: { player_id: number; division_id: number }[];
  board_version: number;
};

export function useLeagues() {
  return useQuery({
    queryKey: leaguesListKey,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leaguesListResponse>>('leagues/all', { signal, fallback: REQUEST_FALLBACKS.fetchLeagues }),
  });
}

// The league pages of players read the same entry, so the read lives in lib/.
export { leagueKey, useLeague } from '@/lib/league-queries';

export function useRegions() {
  return useQuery({
    queryKey: regionsKey,
    queryFn: ({ signal }) => api.get<Answer<typeof regionsListResponse>>('regions/all', { signal }),
  });
}

export function useCreateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateRegionRequest) => api.post<Answer<typeof regionDto>>('regions/post', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: regionsKey }),
  });
}

export function useSaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLeagueRequest | UpdateLeagueRequest) =>
      'id' in input
        ? api.put<Answer<typeof leagueDto>>('leagues/update', { body: input, fallback: REQUEST_FALLBACKS.updateLeague })
        : api.post<Answer<typeof leagueDto>>('leagues/post', { body: input, fallback: REQUEST_FALLBACKS.createLeague }),
    onSuccess: (league) => {
      queryClient.setQueryData(leagueKey(league.id), league);
      return queryClient.invalidateQueries({ queryKey: leaguesListKey });
    },
  });
}

/** A player's own private league (issue 38): the server makes it private, with the caller as its organizer. */
export function useCreatePrivateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePrivateLeagueRequest) =>
      api.post<Answer<typeof leagueDto>>('leagues/createPrivate', {
        body: input,
        fallback: REQUEST_FALLBACKS.createLeague,
      }),
    onSuccess: (league) => {
      queryClient.setQueryData(leagueKey(league.id), league);
      // My Leagues and the dashboard list it now, and the organizer may be registered in it.
      return queryClient.invalidateQueries({ queryKey: leaguesKey });
    },
  });
}

export function useInviteLinks(leagueId: number) {
  return useQuery({
    queryKey: inviteLinksKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leagueInviteLinksResponse>>('league-invites/list', {
        query: { league_id: leagueId },
        signal,
      }),
  });
}

export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateLeagueInviteLinkRequest) =>
      api.post<Answer<typeof leagueInviteLinkDto>>('league-invites/create', { body: input }),
    onSuccess: (link) => queryClient.invalidateQueries({ queryKey: inviteLinksKey(link.league_id) }),
  });
}

export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; league_id: number }) =>
      api.post<Answer<typeof leagueInviteLinkDto>>('league-invites/revoke', { body: { id: input.id } }),
    // Refused too (someone revoked it first, or the league moved on): show the links as they are now.
    onSettled: (_link, _error, input) => queryClient.invalidateQueries({ queryKey: inviteLinksKey(input.league_id) }),
  });
}

export function useDeleteLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leagueId: number) =>
      api.delete<Answer<typeof successResponse>>('leagues/delete', {
        query: { league_id: leagueId },
        fallback: REQUEST_FALLBACKS.deleteLeague,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaguesKey }),
  });
}

/** Everything the Manage panel shows about one league: after a status change any of it may differ. */
function useRefreshLeague() {
  const queryClient = useQueryClient();
  return (leagueId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leaguesKey }),
      queryClient.invalidateQueries({ queryKey: divisionsKey(leagueId) }),
      queryClient.invalidateQueries({ queryKey: leaguePlayersKey(leagueId) }),
      queryClient.invalidateQueries({ queryKey: workingAssignmentsKey(leagueId) }),
    ]);
}

export function useUpdateLeagueState() {
  const refresh = useRefreshLeague();
  return useMutation({
    mutationFn: (input: { league_id: number; state: LeagueStatus }) =>
      api.patch<Answer<typeof leagueDto>>('leagues/updateState', {
        body: input,
        fallback: REQUEST_FALLBACKS.updateLeagueState,
      }),
    // A refusal can mean someone else moved the league on: show what it is now either way.
    onSettled: (_league, _error, input) => refresh(input.league_id),
  });
}

/**
 * Publish Divisions: publishes the board as it is (saved or not) and moves the league to pending_start, in one
 * call and one transaction on the server, so the board and the status never part ways.
 */
export function usePublishDivisions() {
  const refresh = useRefreshLeague();
  return useMutation({
    mutationFn: (input: BoardPublish) => api.post<Answer<typeof leagueDto>>('leagues/publish', { body: input }),
    onSettled: (_league, _error, input) => refresh(input.league_id),
  });
}

export function useDivisions(leagueId: number) {
  return useQuery({
    queryKey: divisionsKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof divisionsListResponse>>('divisions/byLeague', { query: { league_id: leagueId }, signal }),
  });
}

export function useLeaguePlayers(leagueId: number) {
  return useQuery({
    queryKey: leaguePlayersKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof leaguePlayersResponse>>('registrations/getPlayersByLeague', {
        query: { league_id: leagueId },
        signal,
      }),
  });
}

/**
 * The admin's working placements (published ones with the saved draft laid over them) and the board version
 * they are at, which every save and publish sends back so that one based on an older board is refused.
 */
export function useWorkingAssignments(leagueId: number) {
  return useQuery({
    queryKey: workingAssignmentsKey(leagueId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof boardResponse>>('divisions/board', { query: { league_id: leagueId }, signal }),
  });
}

export function useSaveDivision() {
  const refresh = useRefreshLeague();
  return useMutation({
    mutationFn: (input: CreateDivisionRequest | UpdateDivisionRequest) =>
      'id' in input
        ? api.put<Answer<typeof divisionDto>>('divisions/update', { body: input })
        : api.post<Answer<typeof divisionDto>>('divisions/create', { body: input }),
    onSuccess: (division) => refresh(division.league_id),
  });
}

export function useDeleteDivision() {
  const refresh = useRefreshLeague();
  return useMutation({
    mutationFn: (input: { division_id: number; league_id: number }) =>
      api.delete<Answer<typeof successResponse>>('divisions/delete', { query: { division_id: input.division_id } }),
    // Its players are unassigned now, on the server and therefore on the board.
    onSuccess: (_result, input) => refresh(input.league_id),
  });
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  const refresh = useRefreshLeague();
  return useMutation({
    mutationFn: (input: { league_id: number; board_version: number; changes: PlacementChangeInput[] }) =>
      api.post<Answer<typeof saveDraftAssignmentsResponse>>('divisions/saveDraftAssignments', { body: input }),
    // The answer is the new working picture: the board's "saved" state, with no second request.
    onSuccess: (result, input) => queryClient.setQueryData(workingAssignmentsKey(input.league_id), result),
    // Refused because someone changed the board meanwhile: show theirs, keeping this screen's moves on top.
    onError: (_error, input) => refresh(input.league_id),
  });
}

export function usePublishAssignments() {
  const refresh = useRefreshLeague();
  return useMutation({
    mutationFn: (input: BoardPublish & { confirm_removals?: boolean }) =>
      api.post<Answer<typeof publishAssignmentsResponse>>('divisions/publishAssignments', { body: input }),
    onSettled: (_result, _error, input) => refresh(input.league_id),
  });
}
