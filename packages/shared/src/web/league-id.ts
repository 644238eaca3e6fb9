/**
 * An address's `:leagueId` as a row id, or null when it cannot name a league ('abc', '0', '007', '1.5'): one rule
 * for the web app's league pages and for the server, which names a league page's first reads in its HTML.
 */
export function leagueIdFromParam(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
