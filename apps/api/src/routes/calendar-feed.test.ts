import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  CALENDAR_TOKEN_PATTERN,
  calendarFeedCreatedDto,
  calendarFeedStatusDto,
} from '@courtside/shared/schemas/calendar-feed';
import { calendarFeeds, leagues, locations, matchEvents, matchSetScores, matches, players, users } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { quickPlayers, signedInAs, startLeague, useAppWithAdmin, type QuickPlayer } from '../test/league-fixtures';
import { storedMatchBetween } from '../test/match-fixtures';
import { parseCalendar } from '../test/parse-icalendar';
import { TEST_PASSWORD, createTestApp, signedInUser } from '../test/test-app';

const t = useAppWithAdmin();

const FEED = '/api/1.0/calendar/feed';
type Caller = Awaited<ReturnType<typeof signedInAs>>;

async function createFeed(caller: Caller) {
  // State changes must send JSON (ADR 022), so the empty request is an empty object.
  return expectContract(await caller.request({ method: 'POST', url: FEED, payload: {} }), 201, calendarFeedCreatedDto);
}

/** Fetches a feed address as a calendar app does: no cookie, only the address. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const { pathname } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname, headers });
}

/** A started league with one division of the given players (round robin made). */
async function startedLeague(name: string, members: readonly QuickPlayer[]) {
  const { league, divisions } = await startLeague(t.app, t.admin.cookie, {
    league: { name },
    divisions: [members],
    divisionName: () => `${name} Blue`,
  });
  return { league, division: divisions[0]!.division };
}

const matchBetween = (a: number, b: number) => storedMatchBetween(t.app, a, b);

async function schedule(matchId: number, at: string, locationId: number | null = null) {
  await t.app.db
    .update(matches)
    .set({ status: 'scheduled', matchDatetime: new Date(at), locationId })
    .where(eq(matches.id, matchId));
}

async function scheduleEvent(matchId: number, kind: 'scheduled' | 'rescheduled', actorUserId: number) {
  await t.app.db.insert(matchEvents).values({ matchId, kind, actorUserId, actorIsAdmin: false });
}

describe('the private calendar feed', () => {
  it('lists my timed matches, scheduled and played, from my side, and nobody else’s', async () => {
    const people = await quickPlayers(t.app, 4);
    const [me, rival, third, fourth] = people as [
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
      (typeof people)[0],
    ];
    await t.app.db
      .update(players)
      .set({ firstName: 'Zoë "Ace"', lastName: 'O’Brien, Jr.; 🎾' })
      .where(eq(players.id, me.player.id));
    await t.app.db
      .update(players)
      .set({ firstName: '李', lastName: 'Backslash\\Smith' })
      .where(eq(players.id, rival.player.id));
    await startedLeague('Autumn, Mixed; 4.0', [me, rival, third]);
    const [court] = await t.app.db
      .insert(locations)
      .values({ name: 'Riverside Courts; Court 3', address: '1 River Road, Springfield\nGate B' })
      .returning();

    // Me v rival: scheduled, then rescheduled twice. Me v third: played, I lost in straight sets.
    // Rival v third: not mine. Fourth plays in another league.
    const mine = await matchBetween(me.player.id, rival.player.id);
    await schedule(mine.id, '2026-11-24T18:00:00Z', court!.id);
    await scheduleEvent(mine.id, 'scheduled', me.user.id);
    await scheduleEvent(mine.id, 'rescheduled', rival.user.id);
    await scheduleEvent(mine.id, 'rescheduled', me.user.id);
    const played = await matchBetween(me.player.id, third.player.id);
    const meHome = played.homePlayerId === me.player.id;
    await t.app.db
      .update(matches)
      .set({
        status: 'normal',
        matchDatetime: new Date('2026-11-20T17:30:00Z'),
        submittedByPlayerId: third.player.id,
        scoreConfirmation: 'confirmed',
      })
      .where(eq(matches.id, played.id));
    await t.app.db.insert(matchSetScores).values(
      [
        [4, 6],
        [3, 6],
      ].map(([mineGames, theirs], index) => ({
        matchId: played.id,
        setNumber: index + 1,
        homeGames: meHome ? mineGames! : theirs!,
        awayGames: meHome ? theirs! : mineGames!,
      })),
    );
    const notMine = await matchBetween(rival.player.id, third.player.id);
    await schedule(notMine.id, '2026-11-25T18:00:00Z');
    const [other] = await quickPlayers(t.app, 1);
    await startedLeague('Other League', [fourth, other!]);
    await schedule((await matchBetween(fourth.player.id, other!.player.id)).id, '2026-11-26T18:00:00Z');

    const asMe = await signedInAs(t.app, me.email);
    const created = await createFeed(asMe);
    const response = await fetchFeed(created.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const feed = parseCalendar(response.body);
    expect(feed.property('x-wr-calname')).toBe('Courtside matches');
    // In time order: the played match came first.
    expect(feed.events.map((event) => event.uid)).toEqual([
      `match-${played.id}@courtside`,
      `match-${mine.id}@courtside`,
    ]);
    const [past, next] = feed.events;
    expect(next).toMatchObject({
      summary: 'Tennis: Zoë "Ace" O’Brien, Jr.; 🎾 vs 李 Backslash\\Smith',
      location: 'Riverside Courts; Court 3, 1 River Road, Springfield\nGate B',
      description: `League: Autumn, Mixed; 4.0\nDivision: Autumn, Mixed; 4.0 Blue`,
      start: new Date('2026-11-24T18:00:00Z'),
      startIsUtc: true,
      durationSeconds: 90 * 60,
      sequence: 2,
      status: 'CONFIRMED',
    });
    expect(past).toMatchObject({
      summary: `Tennis: Zoë "Ace" O’Brien, Jr.; 🎾 vs ${third.player.firstName} ${third.player.lastName}`,
      location: null,
      description: `League: Autumn, Mixed; 4.0\nDivision: Autumn, Mixed; 4.0 Blue\nResult: ${third.player.firstName} ${third.player.lastName} beat you 6-4, 6-3`,
      start: new Date('2026-11-20T17:30:00Z'),
      sequence: 0,
    });

    // The rival's own feed tells the same match from their side.
    const asRival = await signedInAs(t.app, rival.email);
    const rivalFeed = parseCalendar((await fetchFeed((await createFeed(asRival)).url)).body);
    expect(rivalFeed.events.map((event) => [event.uid, event.summary])).toEqual([
      [`match-${mine.id}@courtside`, 'Tennis: 李 Backslash\\Smith vs Zoë "Ace" O’Brien, Jr.; 🎾'],
      [
        `match-${notMine.id}@courtside`,
        `Tennis: 李 Backslash\\Smith vs ${third.player.firstName} ${third.player.lastName}`,
      ],
    ]);
  });

  it('marks the unplayed matches of a canceled league as cancelled', async () => {
    const people = await quickPlayers(t.app, 2);
    const { league } = await startedLeague('Short Season', people);
    const match = await matchBetween(people[0]!.player.id, people[1]!.player.id);
    await schedule(match.id, '2026-12-01T10:00:00Z');
    await t.app.db.update(leagues).set({ leagueStatus: 'canceled' }).where(eq(leagues.id, league.id));
    const caller = await signedInAs(t.app, people[0]!.email);
    const [event] = parseCalendar((await fetchFeed((await createFeed(caller)).url)).body).events;
    expect(event).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(event?.description).toContain('The league has been canceled.');
  });

  it('stores only the hash of a fresh secret, replaces it on a new address, and forgets it when turned off', async () => {
    const [person] = await quickPlayers(t.app, 1);
    const caller = await signedInAs(t.app, person!.email);
    expect(expectContract(await caller.request({ method: 'GET', url: FEED }), 200, calendarFeedStatusDto)).toEqual({
      active: false,
      created_at: null,
    });

    const first = await createFeed(caller);
    const secret = /\/api\/1\.0\/calendar\/([^/]+)\.ics$/.exec(first.url)?.[1] ?? '';
    expect(secret).toMatch(CALENDAR_TOKEN_PATTERN);
    expect(first.url).toBe(`http://localhost:80/api/1.0/calendar/${secret}.ics`);
    expect(first.webcal_url).toBe(`webcal://localhost:80/api/1.0/calendar/${secret}.ics`);
    const [row] = await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person!.user.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const status = expectContract(await caller.request({ method: 'GET', url: FEED }), 200, calendarFeedStatusDto);
    expect(status).toEqual({ active: true, created_at: first.created_at });
    expect((await fetchFeed(first.url)).statusCode).toBe(200);

    // A new address retires the old one.
    const second = await createFeed(caller);
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    expect(await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person!.user.id))).toHaveLength(
      1,
    );

    // Turned off, the address answers 404 and the status says so.
    expectContract(await caller.request({ method: 'DELETE', url: FEED }), 200, successResponse);
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect(expectContract(await caller.request({ method: 'GET', url: FEED }), 200, calendarFeedStatusDto)).toEqual({
      active: false,
      created_at: null,
    });
    // Turning off what is already off is not an error.
    expectContract(await caller.request({ method: 'DELETE', url: FEED }), 200, successResponse);
  });

  it('answers the same plain 404 for unknown, malformed and revoked secrets', async () => {
    const [person] = await quickPlayers(t.app, 1);
    const caller = await signedInAs(t.app, person!.email);
    const revoked = (await createFeed(caller)).url;
    await caller.request({ method: 'DELETE', url: FEED });
    const unknown = `http://localhost/api/1.0/calendar/${'A'.repeat(43)}.ics`;
    const paths = [
      revoked,
      unknown,
      'http://localhost/api/1.0/calendar/short.ics',
      `http://localhost/api/1.0/calendar/${'A'.repeat(42)}!.ics`,
      `http://localhost/api/1.0/calendar/${'A'.repeat(44)}.ics`,
    ];
    const answers = await Promise.all(paths.map((path) => fetchFeed(path)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toBe('Calendar not found.\n');
    }
  });

  it('stops serving the feed of a disabled account', async () => {
    const [person] = await quickPlayers(t.app, 1);
    const caller = await signedInAs(t.app, person!.email);
    const { url } = await createFeed(caller);
    await t.app.db.update(users).set({ disabledOrDeleted: true }).where(eq(users.id, person!.user.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('stops with a password change, whose wrong current password leaves it working', async () => {
    const [person] = await quickPlayers(t.app, 1);
    const caller = await signedInAs(t.app, person!.email);
    const { url } = await createFeed(caller);
    const changePassword = (current: string) =>
      caller.request({
        method: 'PUT',
        url: '/api/1.0/users/changePassword',
        payload: { current_password: current, new_password: 'Nw8!fRt2#qLp' },
      });

    expectError(await changePassword('not my password'), 400, 'Current password is incorrect.');
    expect((await fetchFeed(url)).statusCode).toBe(200);

    expect((await changePassword(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect(expectContract(await caller.request({ method: 'GET', url: FEED }), 200, calendarFeedStatusDto)).toEqual({
      active: false,
      created_at: null,
    });
  });

  it("stops with an owner's reset of the password", async () => {
    const [person] = await quickPlayers(t.app, 1);
    const { url } = await createFeed(await signedInAs(t.app, person!.email));
    const owner = await signedInUser(t.app, 'owner');
    const reset = await owner.request({
      method: 'PUT',
      url: '/api/1.0/users/setPassword',
      payload: { user_id: person!.user.id, new_password: 'Tmp7!kPq9#xZ' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
    expect(await t.app.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, person!.user.id))).toEqual([]);
  });

  it('is fetched without a session and is not refused as a cross-site request', async () => {
    const [person] = await quickPlayers(t.app, 1);
    const { url } = await createFeed(await signedInAs(t.app, person!.email));
    const response = await fetchFeed(url, { origin: 'https://calendar.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
    expect(parseCalendar(response.body).events).toEqual([]);
    expect((await t.app.inject({ method: 'HEAD', url: new URL(url).pathname })).statusCode).toBe(200);
  });

  it('needs a signed-in user to see, make or turn off an address', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(
        await t.app.inject({ method, url: FEED, ...(method === 'POST' ? { payload: {} } : {}) }),
        401,
        UNAUTHORIZED_MESSAGE,
      );
    }
  });
});

describe('Add to calendar: one match as a file', () => {
  it("gives a signed-in player their match's entry, and nobody else's match nor one without a time", async () => {
    const [me, rival, third] = await quickPlayers(t.app, 3);
    await startedLeague('Add To Calendar League', [me!, rival!, third!]);
    const booked = await matchBetween(me!.player.id, rival!.player.id);
    await schedule(booked.id, '2026-12-03T18:00:00Z');
    const untimed = await matchBetween(me!.player.id, third!.player.id);
    const notMine = await matchBetween(rival!.player.id, third!.player.id);
    await schedule(notMine.id, '2026-12-04T18:00:00Z');

    const asMe = await signedInAs(t.app, me!.email);
    const file = (matchId: number) =>
      asMe.request({ method: 'GET', url: `/api/1.0/calendar/match.ics?match_id=${matchId}` });
    const response = await file(booked.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="courtside-match-${booked.id}.ics"`);
    const calendar = parseCalendar(response.body);
    expect(calendar.events.map((event) => event.uid)).toEqual([`match-${booked.id}@courtside`]);
    expect(calendar.events[0]).toMatchObject({ start: new Date('2026-12-03T18:00:00Z'), durationSeconds: 90 * 60 });

    for (const matchId of [untimed.id, notMine.id, 999_999]) {
      expectError(await file(matchId), 404, 'This match is not one of yours with a date and time.');
    }
    expectError(await file(Number.NaN), 400, 'match_id must be a number');
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/1.0/calendar/match.ics?match_id=${booked.id}` }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
  });
});

describe('the address behind a proxy', () => {
  it('uses the configured public origin, with webcal for Apple Calendar', async () => {
    const behindProxy = await createTestApp({ publicOrigin: 'https://courtside.example' });
    try {
      const person = await signedInUser(behindProxy.app);
      const created = expectContract(
        await person.request({
          method: 'POST',
          url: FEED,
          payload: {},
          headers: { origin: 'https://courtside.example', host: 'internal:3000' },
        }),
        201,
        calendarFeedCreatedDto,
      );
      expect(created.url).toMatch(/^https:\/\/courtside\.example\/api\/1\.0\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(created.webcal_url).toBe(created.url.replace('https://', 'webcal://'));
      const fetched = await behindProxy.app.inject({ method: 'GET', url: new URL(created.url).pathname });
      expect(fetched.statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the calendar paths under their area tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    for (const [path, method] of [
      ['/api/1.0/calendar/feed', 'get'],
      ['/api/1.0/calendar/feed', 'post'],
      ['/api/1.0/calendar/feed', 'delete'],
      ['/api/1.0/calendar/{secret}.ics', 'get'],
      ['/api/1.0/calendar/match.ics', 'get'],
    ] as const) {
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['calendar']);
    }
  });
});
