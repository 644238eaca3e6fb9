import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { matchEvents, matchSetScores, matches } from '../db/schema';
import { postDivision, postLeague, publish, quickPlayers, registerAll, stepTo } from './league-fixtures';
import { injectAs, signIn, signedInUser, type ApiMethod } from './test-app';

export type Caller = { cookie: string } | undefined;

/** Requests `/api/1.0/matches/{path}` as a signed-in caller (or anonymously), with the body as JSON. */
export function matchesCaller(app: () => FastifyInstance) {
  return (caller: Caller, method: ApiMethod, path: string, payload?: unknown) =>
    injectAs(app(), caller?.cookie, {
      method,
      url: `/api/1.0/matches/${path}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/**
 * A league under way through the real API: `count` players registered, placed in one division and the
 * league started, so the round robin has made their matches. Every member is signed in.
 */
export async function leagueUnderWay(
  app: FastifyInstance,
  options: { count?: number; publicVisible?: boolean; scoringFormat?: string } = {},
) {
  const { count = 3, publicVisible = true, scoringFormat } = options;
  const admin = await signedInUser(app, 'admin');
  const league = await postLeague(app, admin.cookie, {
    public_visible: publicVisible,
    ...(scoringFormat === undefined ? {} : { scoring_format: scoringFormat }),
  });
  await stepTo(app, admin.cookie, league.id, 'registration_open');
  const people = await quickPlayers(app, count);
  const ids = people.map((person) => person.player.id);
  await registerAll(app, league.id, ids);
  const division = await postDivision(app, admin.cookie, league.id);
  expect((await publish(app, admin.cookie, league.id, { [division.id]: ids })).statusCode).toBe(200);
  await stepTo(app, admin.cookie, league.id, 'active');
  const members = await Promise.all(
    people.map(async (person) => ({ ...person, cookie: await signIn(app, person.email) })),
  );
  const rows = await app.db.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));

  /** The match of two members, with them as its home and away caller. */
  function matchOf(a: (typeof members)[number], b: (typeof members)[number]) {
    const match = rows.find(
      (row) =>
        (row.homePlayerId === a.player.id && row.awayPlayerId === b.player.id) ||
        (row.homePlayerId === b.player.id && row.awayPlayerId === a.player.id),
    );
    if (!match) throw new Error('no match between these players');
    const home = match.homePlayerId === a.player.id ? a : b;
    const away = home === a ? b : a;
    return { match, home, away };
  }

  return { admin, league, division, members, matches: rows, matchOf };
}

/** The stored state of a match: its row, its sets and its audit trail, for checking what a request did. */
export async function storedMatch(app: FastifyInstance, matchId: number) {
  const [row] = await app.db.select().from(matches).where(eq(matches.id, matchId));
  const sets = await app.db
    .select()
    .from(matchSetScores)
    .where(eq(matchSetScores.matchId, matchId))
    .orderBy(asc(matchSetScores.setNumber));
  const events = await app.db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.id));
  return { row, sets, events };
}

/** A valid straight-sets win for the home side, and one for the away side. */
export const HOME_WINS = [
  { set_number: 1, home_games: 6, away_games: 3 },
  { set_number: 2, home_games: 6, away_games: 4 },
];
export const AWAY_WINS = [
  { set_number: 1, home_games: 2, away_games: 6 },
  { set_number: 2, home_games: 5, away_games: 7 },
];

/** The stored match of two players, whichever of them is at home. */
export async function storedMatchBetween(app: FastifyInstance, a: number, b: number) {
  const [row] = await app.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.homePlayerId, a), eq(matches.awayPlayerId, b)),
        and(eq(matches.homePlayerId, b), eq(matches.awayPlayerId, a)),
      ),
    );
  if (!row) throw new Error('no match between these players');
  return row;
}
