import { paths } from '@/lib/paths';

const leagueSubPage = /^\/leagues\/([^/]+)\/[^/]/;

/** League-play spec: League Home shows on a league's sub-pages only, not on the league landing itself. */
export function leagueHomePath(pathname: string): string | null {
  const leagueId = leagueSubPage.exec(pathname)?.[1];
  return leagueId ? paths.leagueHome(leagueId) : null;
}
