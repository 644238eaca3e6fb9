import type { ApiSession } from '../e2e/support/api';
import {
  createLeaguePlayer,
  createStartedLeague,
  matchBetween,
  submitScore,
  type GamesPair,
  type LeaguePlayer,
} from '../e2e/support/league-play';

/**
 * The league Lighthouse measures, set up through the API as players and an admin would: one division of
 * eight, a third of the round robin played (scores confirmed, one waiting for the viewer), matches booked
 * for the coming days, weekly availability for everyone and a proposal for the viewer to answer. The
 * pages then hold what a club's pages hold mid-season, not the empty states.
 */

const NAMES = [
  ['Maya', 'Fernandez'],
  ['Daniel', 'Okafor'],
  ['Priya', 'Raman'],
  ['Tom', 'Lindqvist'],
  ['Grace', 'Whitfield'],
  ['Luis', 'Moreno'],
  ['Hannah', 'Kowalski'],
  ['Sam', 'Achterberg'],
] as const;

const ZONE = 'America/New_York';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SCORES: readonly (readonly GamesPair[])[] = [
  [
    [6, 3],
    [6, 4],
  ],
  [
    [4, 6],
    [6, 2],
    [7, 5],
  ],
  [
    [7, 6],
    [6, 4],
  ],
];

export interface MeasuredLeague {
  leagueId: number;
  viewer: LeaguePlayer;
}

/** Two weekday evenings a week for ten weeks, starting at the next whole hour in `hoursFromNow` hours. */
function weeklyEvenings(leagueId: number, hoursFromNow: number) {
  const start = Math.ceil((Date.now() + hoursFromNow * HOUR_MS) / HOUR_MS) * HOUR_MS;
  return [0, 2].map((days) => ({
    start_time: new Date(start + days * DAY_MS).toISOString(),
    end_time: new Date(start + days * DAY_MS + 2 * HOUR_MS).toISOString(),
    league_id: leagueId,
    is_recurring: true,
    recurrence_rule: 'FREQ=WEEKLY;COUNT=10',
    time_zone: ZONE,
  }));
}

export async function setUpMeasuredLeague(owner: ApiSession): Promise<MeasuredLeague> {
  const players: LeaguePlayer[] = [];
  for (const [first, last] of NAMES) players.push(await createLeaguePlayer(owner, first, last));
  const league = await createStartedLeague(owner, 'Springfield Summer Singles', players);
  const location = await owner.request<{ id: number }>('POST', 'locations/post', {
    name: 'Riverside Park Courts',
    address: '200 Riverside Drive',
    has_lights: true,
  });
  const [viewer, ...others] = players as [LeaguePlayer, ...LeaguePlayer[]];

  // Played: every pair (i, i + 1) and (i, i + 2) among the others, home side entering and the other confirming.
  let played = 0;
  for (let i = 0; i < others.length; i += 1) {
    for (const j of [i + 1, i + 2]) {
      const [home, away] = [others[i], others[j]];
      if (!home || !away) continue;
      const match = await matchBetween(home, away, league.id);
      await home.session.request('POST', 'matches/scheduleMatch', {
        match_id: match.id,
        match_datetime: new Date(Date.now() - (played + 1) * DAY_MS).toISOString(),
        location_id: location.id,
      });
      await submitScore(home, match, SCORES[played % SCORES.length] ?? []);
      await away.session.request('POST', 'matches/confirmScore', { match_id: match.id });
      played += 1;
    }
  }

  // The viewer: two results (one confirmed, one waiting for the viewer), two booked matches, one proposal.
  const [first, second, third, fourth, fifth] = others;
  if (!first || !second || !third || !fourth || !fifth) throw new Error('the league needs eight players');
  for (const [opponent, confirm] of [
    [first, true],
    [second, false],
  ] as const) {
    const match = await matchBetween(opponent, viewer, league.id);
    await opponent.session.request('POST', 'matches/scheduleMatch', {
      match_id: match.id,
      match_datetime: new Date(Date.now() - 3 * DAY_MS).toISOString(),
      location_id: location.id,
    });
    await submitScore(opponent, match, SCORES[0] ?? []);
    if (confirm) await viewer.session.request('POST', 'matches/confirmScore', { match_id: match.id });
  }
  for (const [opponent, days] of [
    [third, 2],
    [fourth, 5],
  ] as const) {
    const match = await matchBetween(viewer, opponent, league.id);
    await viewer.session.request('POST', 'matches/scheduleMatch', {
      match_id: match.id,
      match_datetime: new Date(Date.now() + days * DAY_MS).toISOString(),
      location_id: location.id,
    });
  }

  for (const [index, player] of players.entries()) {
    await player.session.request('POST', 'availability/post', {
      slots: weeklyEvenings(league.id, 24 + (index % 3) * 24),
    });
  }
  await fifth.session.request('POST', 'match-proposals/post', {
    opponent_player_id: viewer.playerId,
    proposed_time: new Date(Math.ceil((Date.now() + 3 * DAY_MS) / HOUR_MS) * HOUR_MS).toISOString(),
    league_id: league.id,
    location_id: location.id,
  });
  return { leagueId: league.id, viewer };
}
