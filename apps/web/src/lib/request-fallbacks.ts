/**
 * What a failed call says when the answer carries no message of its own (a proxy's bare 5xx, an empty or HTML
 * 4xx): the spec's "League client fallbacks" (accounts-and-admin section 8),
 * its "Availability service defaults" and, for every other call, the service wrapper's last resort
 * (league-play section 8). A message from the server always wins; `apiRequest` uses these only without one.
 */
export const DEFAULT_REQUEST_FALLBACK = 'An unexpected error occurred';

export const REQUEST_FALLBACKS = {
  fetchLeagues: 'Failed to fetch leagues',
  createLeague: 'Failed to create league',
  deleteLeague: 'Failed to delete league',
  fetchMyLeagues: 'Failed to fetch your leagues',
  updateLeagueState: 'Failed to update league state',
  fetchLeague: (leagueId: number) => `Failed to fetch league ${leagueId}`,
  updateLeague: 'Failed to update league',
  // Kept with its siblings although the screens read unplayed opponents from the league availability call.
  fetchUnplayedOpponents: (leagueId: number) => `Failed to fetch unplayed opponents for league ${leagueId}`,
  createAvailability: 'Failed to create availability',
  fetchAvailability: 'Failed to fetch availability',
  deleteAvailability: 'Failed to delete availability',
  fetchOverlaps: 'Failed to fetch availability overlaps',
  fetchLeagueAvailability: 'Failed to fetch league availability',
  updateAvailability: 'Failed to update availability',
} as const;
