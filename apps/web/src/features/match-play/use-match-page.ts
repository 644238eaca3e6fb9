import { useParams } from 'react-router';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { useCurrentUser } from '@/lib/current-user';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { useMatch, useMyPlayers } from './api';
import { viewerOf, type MatchViewer } from './match-people';

export const MATCH_LOAD_FAILED_MESSAGE = 'Failed to load match info';

export type MatchPageState =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: () => void; retrying: boolean }
  | { state: 'ready'; match: MatchDto; viewer: MatchViewer; leagueId: number };

const failedToast = () => MATCH_LOAD_FAILED_MESSAGE;

/**
 * What both match pages need: the match from the route, and who is looking at it (their players decide
 * whether they play it). A failure of either read is the spec's 'Failed to load match info'.
 */
export function useMatchPage(): MatchPageState {
  const params = useParams();
  const matchId = Number(params.matchId);
  const match = useMatch(matchId);
  const players = useMyPlayers();
  const { data: user } = useCurrentUser();

  const failed = match.error ?? players.error;
  useLoadErrorToast(failed, Math.max(match.errorUpdatedAt, players.errorUpdatedAt), failedToast);

  // Data already shown stays on screen when a later refresh fails.
  if (match.data && players.data) {
    const ids = players.data.map((player) => player.id);
    const viewer = viewerOf(match.data, ids, user);
    // The league of the match itself: a link with another league's id still leads back to the right home.
    return { state: 'ready', match: match.data, viewer, leagueId: match.data.league_id };
  }
  if (failed) {
    return {
      state: 'failed',
      message: failed.message,
      retry: () => {
        if (match.isError) void match.refetch();
        if (players.isError) void players.refetch();
      },
      retrying: match.isFetching || players.isFetching,
    };
  }
  return { state: 'loading' };
}
