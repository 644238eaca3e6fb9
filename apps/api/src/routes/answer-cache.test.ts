import { and, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../db/schema';
import { answerCacheKey } from '../plugins/answer-cache';
import { HOME_WINS } from '../test/match-fixtures';
import { leagueBody, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { TEST_APP_SETTINGS, buildSettledApp, injectAs } from '../test/test-app';

/**
 * The answer cache (ADR 039, "Whole answers on PGlite") never shows an answer older than a write that has
 * returned. Each write below is made through the API between two rounds of the cached reads; after it, every
 * cached read must answer exactly as an app without the cache answers on the same database, and the reads the
 * write concerns must have changed. On PostgreSQL this process's writes are counted as they return, before the
 * notification of each arrives (ADR 043), so the same checks hold there without waiting.
 */
const t = useAppWithAdmin();
let uncached: FastifyInstance;

const YEAR = new Date().getUTCFullYear() + 1;
const inDays = (days: number, hour: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

type League = Awaited<ReturnType<typeof startLeague>>;
type Member = League['members'][number];
let world: League;
let me: Member;
let ann: Member;
let bob: Member;

const READS = [
  // The league home's.
  'getMyDivision',
  'leagues/get',
  'standings',
  'overlaps',
  'proposals',
  // The dashboard's (ADR 060).
  'matches/mine',
  'myLeagues',
  'getMyPlayers',
] as const;
type Read = (typeof READS)[number];

function urlOf(read: Read, leagueId: number) {
  switch (read) {
    case 'proposals':
      return `/api/1.0/match-proposals/get?league_id=${leagueId}`;
    case 'matches/mine':
      return '/api/1.0/matches/mine';
    case 'myLeagues':
      return '/api/1.0/leagues/myLeagues';
    case 'getMyPlayers':
      return '/api/1.0/players/getMyPlayers';
    case 'getMyDivision':
      return `/api/1.0/divisions/getMyDivision?league_id=${leagueId}`;
    case 'leagues/get':
      return `/api/1.0/leagues/get?league_id=${leagueId}`;
    case 'standings':
      return `/api/1.0/leagues/standings?league_id=${leagueId}`;
    case 'overlaps':
      return `/api/1.0/availability/overlaps?league_id=${leagueId}&time_zone=UTC`;
  }
}

async function readAll(app: FastifyInstance, viewer: { cookie: string }) {
  const bodies = {} as Record<Read, string>;
  for (const read of READS) {
    const response = await injectAs(app, viewer.cookie, { method: 'GET', url: urlOf(read, world.league.id) });
    expect(response.statusCode, `${read}: ${response.body}`).toBe(200);
    bodies[read] = response.body;
  }
  return bodies;
}

/** Reads everything twice (the second time from the cache on PGlite), writes, then checks the reads. */
async function expectFreshAfter(changed: readonly Read[], write: () => Promise<{ statusCode: number; body: string }>) {
  const before = await readAll(t.app, me);
  expect(await readAll(t.app, me)).toEqual(before);
  const written = await write();
  expect(written.statusCode, written.body).toBeLessThan(300);
  const after = await readAll(t.app, me);
  expect(after).toEqual(await readAll(uncached, me));
  for (const read of changed) expect(after[read], `${read} did not change`).not.toBe(before[read]);
}

const send = (caller: { cookie: string }, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(t.app, caller.cookie, { method, url: `/api/1.0/${url}`, ...(payload ? { payload } : {}) });

async function matchBetween(a: Member, b: Member) {
  const [match] = await t.app.db
    .select()
    .from(matches)
    .where(
      or(
        and(eq(matches.homePlayerId, a.player.id), eq(matches.awayPlayerId, b.player.id)),
        and(eq(matches.homePlayerId, b.player.id), eq(matches.awayPlayerId, a.player.id)),
      ),
    );
  if (!match) throw new Error('no match between these players');
  return { match, home: match.homePlayerId === a.player.id ? a : b, away: match.homePlayerId === a.player.id ? b : a };
}

/** Renames a member's player through the API, as they do on their profile. */
const rename = (member: Member, firstName: string) =>
  send(member, 'PUT', 'players/update', {
    id: member.player.id,
    first_name: firstName,
    last_name: 'Player',
    rating: 3.5,
    gender: 'Mens',
  });

/** Renames Ann: a change to every division, standings, match and proposal answer she is in. */
const renameAnn = (firstName: string) => rename(ann, firstName);

beforeAll(async () => {
  // The same database without the cache: the oracle every cached answer is compared with.
  uncached = await buildSettledApp(t.app.db, TEST_APP_SETTINGS);
  world = await startLeague(t.app, t.admin.cookie, { divisions: [3, 2], league: { play_end: `${YEAR}-12-31` } });
  [me, ann, bob] = world.divisions[0]!.members as [Member, Member, Member];
});
afterAll(() => uncached?.close());

describe('the answer cache', () => {
  it('is on, on either database', () => {
    expect(uncached.answerCache).toBeNull();
    expect(t.app.answerCache).not.toBeNull();
  });

  it('keeps the answer of each cached read, by viewer and URL', async () => {
    const cache = t.app.answerCache!;
    // On PostgreSQL the notifications of the league's set-up may still arrive and empty it: read again then.
    for (let round = 0; round < 20; round++) {
      const version = cache.version();
      await readAll(t.app, me);
      if (cache.version() === version) break;
    }
    for (const read of READS) {
      expect(cache.get(answerCacheKey(me.user.id, urlOf(read, world.league.id))), read).toBeDefined();
    }
  });

  it('shows posted and deleted availability at once', async () => {
    const slot = { start_time: inDays(3, 18), end_time: inDays(3, 21), league_id: world.league.id };
    // Alone, it is no overlap yet; with Ann's slot it is.
    await expectFreshAfter([], () => send(me, 'POST', 'availability/post', slot));
    let annSlot = 0;
    await expectFreshAfter(['overlaps'], async () => {
      const response = await send(ann, 'POST', 'availability/post', slot);
      annSlot = (JSON.parse(response.body) as { availabilities: { id: number }[] }).availabilities[0]!.id;
      return response;
    });
    await expectFreshAfter(['overlaps'], () => send(ann, 'DELETE', `availability/delete?id=${annSlot}`));
  });

  it('shows a proposal accepted, a match scheduled, a score submitted and confirmed at once', async () => {
    const first = await matchBetween(me, ann);
    let proposalId = 0;
    // Ann's proposal: a change by someone else shows in my cached answers.
    await expectFreshAfter(['proposals'], async () => {
      const response = await send(ann, 'POST', 'match-proposals/post', {
        opponent_player_id: me.player.id,
        proposed_time: inDays(5, 17),
        league_id: world.league.id,
      });
      proposalId = (JSON.parse(response.body) as { id: number }).id;
      return response;
    });
    await expectFreshAfter(['getMyDivision', 'proposals', 'matches/mine'], () =>
      send(me, 'PUT', 'match-proposals/respond', { proposal_id: proposalId, response: 'accepted' }),
    );

    const second = await matchBetween(me, bob);
    await expectFreshAfter(['getMyDivision', 'matches/mine'], () =>
      send(second.home, 'POST', 'matches/scheduleMatch', {
        match_id: second.match.id,
        match_datetime: inDays(6, 9),
      }),
    );
    await expectFreshAfter(['getMyDivision', 'matches/mine'], () =>
      send(second.home, 'POST', `matches/submitScores?matchId=${second.match.id}`, {
        sets: HOME_WINS,
        status: 'normal',
      }),
    );
    await expectFreshAfter(['getMyDivision', 'standings', 'matches/mine'], () =>
      send(second.away, 'POST', 'matches/confirmScore', { match_id: second.match.id }),
    );
    expect(first.match.id).not.toBe(second.match.id);
  });

  it('shows a player renamed and a league edited at once', async () => {
    await expectFreshAfter(['getMyDivision', 'standings', 'proposals', 'matches/mine'], () => renameAnn('Renamed'));
    await expectFreshAfter(['getMyDivision', 'standings', 'proposals', 'matches/mine', 'getMyPlayers'], () =>
      rename(me, 'Myself'),
    );
    // The admin's edit: someone else's change to the name my dashboard shows for the league and its matches.
    await expectFreshAfter(['getMyDivision', 'leagues/get', 'myLeagues', 'matches/mine'], () =>
      send(t.admin, 'PUT', 'leagues/update', {
        id: world.league.id,
        ...leagueBody({ name: 'Renamed League', play_end: `${YEAR}-12-31` }),
      }),
    );
  });

  it('keeps each viewer to their own answers', async () => {
    const mine = await readAll(t.app, me);
    const bobs = await readAll(t.app, bob);
    for (const read of ['getMyDivision', 'proposals', 'matches/mine', 'getMyPlayers'] as const) {
      expect(bobs[read], read).not.toBe(mine[read]);
    }
    expect(bobs).toEqual(await readAll(uncached, bob));
    expect(await readAll(t.app, me)).toEqual(mine);
    // Someone of the other division reads the same URLs: their own division, not the cached one.
    const other = world.divisions[1]!.members[0]!;
    expect(await readAll(t.app, other)).toEqual(await readAll(uncached, other));
  });

  it('answers reads that arrive together, and a write among them, as the uncached app does (ADR 049)', async () => {
    const url = urlOf('getMyDivision', world.league.id);
    const readTogether = (count: number) =>
      Array.from({ length: count }, () => injectAs(t.app, me.cookie, { method: 'GET', url }));
    // Together right after a change: the first computes the answer, the rest wait for it.
    expect((await renameAnn('Together')).statusCode).toBe(200);
    const together = await Promise.all(readTogether(12));
    const oracle = await injectAs(uncached, me.cookie, { method: 'GET', url });
    expect(together.map((response) => [response.statusCode, response.body])).toEqual(
      together.map(() => [200, oracle.body]),
    );
    // A write lands while they wait: whatever each read answered, the next one shows it.
    const racing = readTogether(12);
    const renamed = await renameAnn('Raced');
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const response of await Promise.all(racing)) expect(response.statusCode).toBe(200);
    const after = await injectAs(t.app, me.cookie, { method: 'GET', url });
    expect(after.body).toContain('Raced');
    expect(after.body).toBe((await injectAs(uncached, me.cookie, { method: 'GET', url })).body);
  });

  it('never keeps a refusal, and answers a signed-out cookie with 401 even when its answer is kept', async () => {
    const url = urlOf('getMyDivision', world.league.id);
    await injectAs(t.app, me.cookie, { method: 'GET', url });
    const out = await injectAs(t.app, me.cookie, { method: 'POST', url: '/api/1.0/users/logout', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await injectAs(t.app, me.cookie, { method: 'GET', url })).statusCode).toBe(401);
    const missing = `/api/1.0/divisions/getMyDivision?league_id=${world.league.id + 1000}`;
    expect((await injectAs(t.app, ann.cookie, { method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await injectAs(t.app, ann.cookie, { method: 'GET', url: missing })).statusCode).toBe(404);
  });
});
