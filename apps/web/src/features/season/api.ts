import { useQuery } from '@tanstack/react-query';
import type { seasonViewResponse } from '@courtside/shared/schemas/season';
import { API_BASE, type Answer, api } from '@/lib/api-client';
import { needsAttentionKey } from '@/lib/league-queries';

/** Under Needs attention's key, so that a change to a match refreshes it as well (refreshAfterMatchChange). */
const seasonViewKey = (leagueId: number) => [...needsAttentionKey, 'season', leagueId] as const;

/** GET admin/seasonView: one league's season for its admins (issue 36). */
export function useSeasonView(leagueId: number | null) {
  return useQuery({
    queryKey: seasonViewKey(leagueId ?? 0),
    enabled: leagueId !== null,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof seasonViewResponse>>('admin/seasonView', { query: { league_id: leagueId }, signal }),
  });
}

/**
 * Where a CSV download is: an address the browser opens itself (a plain link, so the file is saved by the
 * browser with the server's name for it), with the reader's zone for the dates written in it.
 */
export function seasonCsvHref(kind: 'standingsCsv' | 'resultsCsv', leagueId: number, timeZone: string): string {
  const query = new URLSearchParams({ league_id: String(leagueId), time_zone: timeZone });
  return `${API_BASE}/admin/${kind}?${query}`;
}
