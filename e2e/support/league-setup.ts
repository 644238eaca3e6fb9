import assert from 'node:assert/strict';
import { ApiSession, type Credentials } from './api';

/**
 * Leagues set up through the API (apps/api/src/routes/leagues.ts and divisions.ts), for specs about what
 * players see of them: the admin pages that do the same by hand have their own spec.
 */

export interface CreatedLeague {
  id: number;
  name: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A league in registration_open: created (draft), then Open Registration. */
export async function createOpenLeague(
  admin: ApiSession,
  name: string,
  options: {
    maxRegistrations?: number | null;
    scoringFormat?: string;
    leagueType?: 'Singles' | 'Doubles' | 'Mixed';
  } = {},
): Promise<CreatedLeague> {
  const league = await admin.request<{ id: number; name: string }>('POST', 'leagues/post', {
    name,
    league_type: options.leagueType ?? 'Singles',
    age_category: 'Adult',
    season: 'Summer 2025',
    registration_start: dayFromNow(0),
    registration_end: dayFromNow(14),
    play_start: dayFromNow(21),
    play_end: dayFromNow(90),
    entry_fee: 20,
    max_registrations: options.maxRegistrations ?? null,
    min_players_per_division: 2,
    max_players_per_division: 8,
    public_visible: true,
    ...(options.scoringFormat && { scoring_format: options.scoringFormat }),
  });
  await setLeagueStatus(admin, league.id, 'registration_open');
  return { id: league.id, name: league.name };
}

/** One forward step (PATCH leagues/updateState), as the Manage panel's buttons do. */
export async function setLeagueStatus(admin: ApiSession, leagueId: number, state: string): Promise<void> {
  await admin.request('PATCH', 'leagues/updateState', { league_id: leagueId, state });
}

/**
 * Takes an open league to active the way an admin would: close registration, publish, place every registered
 * player in one division, and start the league (which refuses while anyone is unplaced).
 */
export async function startLeague(admin: ApiSession, leagueId: number): Promise<void> {
  await setLeagueStatus(admin, leagueId, 'registration_closed');
  await admin.request('POST', 'leagues/publish', { league_id: leagueId });
  const division = await admin.request<{ id: number }>('POST', 'divisions/create', {
    league_id: leagueId,
    division_name: 'Division 1',
    rank_level: 3.5,
    gender: 'coed',
  });
  const registered = await admin.request<{ id: number }[]>(
    'GET',
    `registrations/getPlayersByLeague?league_id=${leagueId}`,
  );
  assert.ok(registered.length > 0, `league ${leagueId} has no players to place`);
  await admin.request('POST', 'divisions/publishAssignments', {
    league_id: leagueId,
    assignments: registered.map((player) => ({ division_id: division.id, player_id: player.id })),
  });
  await setLeagueStatus(admin, leagueId, 'active');
}

interface OwnPlayer {
  id: number;
  primary_player: boolean;
  first_name: string;
  last_name: string;
}

/**
 * Gives the player's primary player the details registration asks for (names, rating, play type), or takes
 * some away again (null), as the profile page would save them.
 */
export async function setProfileDetails(
  baseUrl: string,
  player: Credentials,
  details: { first_name: string; last_name: string; rating: number | null; gender: 'Mens' | 'Ladies' | null },
): Promise<void> {
  const session = await ApiSession.signIn(baseUrl, player);
  const players = await session.request<OwnPlayer[]>('GET', 'players/getMyPlayers');
  const primary = players.find((candidate) => candidate.primary_player);
  assert.ok(primary, `${player.email} has no primary player`);
  await session.request('PUT', 'players/update', { id: primary.id, ...details });
}
