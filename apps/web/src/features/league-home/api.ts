import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { divisionViewDto } from '@courtside/shared/schemas/divisions';
import { type Answer, api } from '@/lib/api-client';

/** Under 'divisions', so a schedule or score change refreshes it with every other division read. */
export const divisionViewKey = (leagueId: number, divisionId: number | null) =>
  ['divisions', 'view', leagueId, divisionId ?? 'first'] as const;

/**
 * divisions/getDivisionView: one division of a league as an admin who does not play in it sees it, and the
 * league's divisions to choose from; `divisionId` null asks for the league's first. While another division
 * loads, the last one stays on screen, so the picker does not vanish under the admin's finger.
 */
export function useDivisionView(leagueId: number, divisionId: number | null) {
  return useQuery({
    queryKey: divisionViewKey(leagueId, divisionId),
    queryFn: ({ signal }) =>
      api.get<Answer<typeof divisionViewDto>>('divisions/getDivisionView', {
        query: { league_id: leagueId, division_id: divisionId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
