import { useParams } from 'react-router';
import { leagueIdFromParam } from '@/lib/paths';

/** The :leagueId of the address as a row id, or null when it cannot name a league ('abc', '0', '1.5'). */
export function useLeagueIdParam(): number | null {
  return leagueIdFromParam(useParams().leagueId);
}
