import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seasonViewResponse } from '@courtside/shared/schemas/season';
import { listDivisionProgress, listUnarrangedPlayers, listWaitingScores } from '../db/queries/season';
import { matchEvents, matchSetScores, matches, players } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { postDivision, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { storedMatchBetween } from '../test/match-fixtures';
import { planWithoutSequentialScans, recordStatements } from '../test/statement-recorder';
import { injectAs, signedInUser } from '../test/test-app';

/** The admin's season view of a league and its CSV downloads (issue 36 item 5). */
const t = useAppWithAdmin({ withStranger: true });

type Started = Awaited<ReturnType<typeof startLeague>>;
let world: Started;
let ids: { a: number; b: number; c: number; d: number; e: number; f: number; g: number };
let played: { ab: number; ac: number; bc: number; ef: number };
let emptyDivisionId: number;

const get = (cookie: string | undefined, url: string) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/${url}` });

/** Stores a result straight in the tables, entered by the home player, as the score routes would leave it. */
async function scored(
  matchId: number,
  confirmation: 'confirmed' | 'pending' | 'disputed',
  sets: [number, number][],
  reason?: string,
) {
  const [match] = await t.app.db.select().from(matches).where(eq(matches.id, matchId));
  await t.app.db
    .update(matches)
    .set({
      status: 'normal',
      matchDatetime: new Date('2026-11-03T18:00:00Z'),
      submittedByPlayerId: match!.homePlayerId,
      scoreConfirmation: confirmation,
    })
    .where(eq(matches.id, matchId));
  await t.app.db
    .insert(matchSetScores)
    .values(sets.map(([homeGames, awayGames], index) => ({ matchId, setNumber: index + 1, homeGames, awayGames })));
  await t.app.db.insert(matchEvents).values({ matchId, kind: 'score_submitted', actorIsAdmin: false });
  if (confirmation === 'disputed') {
    await t.app.db.insert(matchEvents).values({ matchId, kind: 'score_disputed', actorIsAdmin: false, reason });
  }
}

beforeAll(async () => {
  world = await startLeague(t.app, t.admin.cookie, {
    league: { name: 'Autumn Singles', public_visible: false },
    divisions: [4, 3],
    divisionName: (index) => ['Gold', 'Silver'][index]!,
  });
  const [a, b, c, d, e, f, g] = world.members.map((member) => member.player.id) as number[];
  ids = { a: a!, b: b!, c: c!, d: d!, e: e!, f: f!, g: g! };
  // Gold: A v B confirmed, A v C waiting for confirmation, B v C disputed; D has nothing arranged.
  // Silver: E v F scheduled; G has nothing arranged.
  played = {
    ab: (await storedMatchBetween(t.app, ids.a, ids.b)).id,
    ac: (await storedMatchBetween(t.app, ids.a, ids.c)).id,
    bc: (await storedMatchBetween(t.app, ids.b, ids.c)).id,
    ef: (await storedMatchBetween(t.app, ids.e, ids.f)).id,
  };
  await scored(played.ab, 'confirmed', [
    [6, 4],
    [6, 3],
  ]);
  await scored(played.ac, 'pending', [
    [6, 1],
    [6, 1],
  ]);
  await scored(
    played.bc,
    'disputed',
    [
      [7, 5],
      [6, 4],
    ],
    'The second set was 4-6.',
  );
  await t.app.db
    .update(matches)
    .set({ status: 'scheduled', matchDatetime: new Date('2026-12-01T19:30:00Z') })
    .where(eq(matches.id, played.ef));
  emptyDivisionId = (await postDivision(t.app, t.admin.cookie, world.league.id, { division_name: 'Bronze' })).id;
});

describe('GET admin/seasonView', () => {
  it('gives each division its progress, idle players, scores awaiting confirmation and disputes', async () => {
    const answer = expectContract(
      await get(t.admin.cookie, `admin/seasonView?league_id=${world.league.id}`),
      200,
      seasonViewResponse,
    );
    expect(answer).toMatchObject({
      league_id: world.league.id,
      league_name: 'Autumn Singles',
      league_status: 'active',
    });
    const [gold, silver, bronze] = answer.divisions;
    expect(gold).toMatchObject({ division_name: 'Gold', players: 4, matches_played: 3, matches_total: 6 });
    expect(gold!.idle_players.map((player) => player.player_id)).toEqual([ids.d]);
    expect(gold!.awaiting_confirmation.map((match) => match.match_id)).toEqual([played.ac]);
    expect(gold!.awaiting_confirmation[0]).toMatchObject({ dispute_reason: null, status: 'normal' });
    expect(gold!.disputed).toHaveLength(1);
    expect(gold!.disputed[0]).toMatchObject({
      match_id: played.bc,
      league_id: world.league.id,
      division_name: 'Gold',
      dispute_reason: 'The second set was 4-6.',
      status: 'normal',
    });
    expect(gold!.disputed[0]!.set_scores.map((set) => [set.set_number, set.home_games, set.away_games])).toEqual([
      [1, 7, 5],
      [2, 6, 4],
    ]);
    // A scheduled match counts as arranged, not as played.
    expect(silver).toMatchObject({ division_name: 'Silver', players: 3, matches_played: 0, matches_total: 3 });
    expect(silver!.idle_players.map((player) => player.player_id)).toEqual([ids.g]);
    expect(silver!.awaiting_confirmation).toEqual([]);
    expect(silver!.disputed).toEqual([]);
    expect(bronze).toMatchObject({
      division_id: emptyDivisionId,
      players: 0,
      matches_played: 0,
      matches_total: 0,
      idle_players: [],
    });
  });

  it('counts the round robin to come before the league starts', async () => {
    const draft = await startLeague(t.app, t.admin.cookie, { divisions: [5], status: 'pending_start' });
    const answer = expectContract(
      await get(t.admin.cookie, `admin/seasonView?league_id=${draft.league.id}`),
      200,
      seasonViewResponse,
    );
    expect(answer.divisions[0]).toMatchObject({ players: 5, matches_played: 0, matches_total: 10 });
    expect(answer.divisions[0]!.idle_players).toHaveLength(5);
  });

  it('reads the league through its indexes, never scanning whole tables', async () => {
    const reads: ((db: typeof t.app.db, leagueId: number) => Promise<unknown>)[] = [
      listDivisionProgress,
      listUnarrangedPlayers,
      listWaitingScores,
    ];
    for (const read of reads) {
      const { statements } = await recordStatements(t.app.db, () => read(t.app.db, world.league.id));
      expect(statements).toHaveLength(1);
      const plan = await planWithoutSequentialScans(t.app.db, statements[0]!);
      expect(plan, read.name).not.toMatch(
        /Seq Scan on (matches|division_assignments|divisions|match_events|players)\b/,
      );
    }
  });
});

describe('CSV downloads', () => {
  it('sends the standings by division as a CSV file with the reason for each place', async () => {
    const answer = await get(t.admin.cookie, `admin/standingsCsv?league_id=${world.league.id}&time_zone=UTC`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="autumn-singles-standings.csv"');
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const lines = answer.body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Division,Rank,Player,Matches,Wins,Losses,Win %,Sets Won,Sets Lost,Set %,Games Won,Games Lost,Game %,Why',
    );
    const name = (id: number) => {
      const member = world.members.find((entry) => entry.player.id === id)!;
      return `${member.player.firstName} ${member.player.lastName}`;
    };
    // A is 2-0 (the standings count the disputed and unconfirmed scores as entered, ADR 028).
    expect(lines[1]).toBe(
      `Gold,1,${name(ids.a)},2,2,0,100.0,4,0,100.0,24,9,72.7,` +
        `"Ahead of ${name(ids.b)} on win percentage: 100.0% (2-0) to 50.0% (1-1). ` +
        'Head-to-head (not a tie-break): won 6-4, 6-3 on Nov 3, 2026."',
    );
    expect(lines.filter((line) => line.startsWith('Gold,'))).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith('Silver,'))).toHaveLength(3);
    // The last of a division has nobody below to be ahead of.
    expect(lines.filter((line) => line.startsWith('Gold,'))[3]!.endsWith(',')).toBe(true);
  });

  it('sends every match as a results CSV, dated on the clock asked for', async () => {
    const answer = await get(
      t.admin.cookie,
      `admin/resultsCsv?league_id=${world.league.id}&time_zone=${encodeURIComponent('America/New_York')}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="autumn-singles-results.csv"');
    const lines = answer.body.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('Date (America/New_York),Division,Home,Away,Score,Status,Confirmation');
    // 6 + 3 matches, the dated ones first in time order.
    expect(lines).toHaveLength(10);
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
      '2026-11-03 13:00',
      '2026-11-03 13:00',
      '2026-11-03 13:00',
    ]);
    expect(lines[4]).toMatch(/^2026-12-01 14:30,Silver,.+,.+,,Scheduled,$/);
    expect(lines.slice(5).every((line) => line.startsWith(',') && line.endsWith(',Unscheduled,'))).toBe(true);
    const disputed = lines.find((line) => line.endsWith(',Disputed'))!;
    expect(disputed).toContain(',"7-5, 6-4",Played,Disputed');
  });

  it('quotes and neutralises what a spreadsheet would misread', async () => {
    const hostile = await startLeague(t.app, t.admin.cookie, {
      league: { name: 'Hostile League' },
      divisions: [2],
      divisionName: () => 'Division, "One"',
    });
    const [first, second] = hostile.members;
    await t.app.db
      .update(players)
      .set({ firstName: '=HYPERLINK("http://evil.test")', lastName: 'X' })
      .where(eq(players.id, first!.player.id));
    await t.app.db
      .update(players)
      .set({ firstName: '@Sum', lastName: 'Line\nBreak' })
      .where(eq(players.id, second!.player.id));
    const results = await get(t.admin.cookie, `admin/resultsCsv?league_id=${hostile.league.id}`);
    expect(results.statusCode).toBe(200);
    const body = results.body;
    expect(body).toContain('"\'=HYPERLINK(""http://evil.test"") X"');
    expect(body).toContain('"\'@Sum Line\nBreak"');
    expect(body).toContain('"Division, ""One"""');
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
    const standings = await get(t.admin.cookie, `admin/standingsCsv?league_id=${hostile.league.id}`);
    expect(standings.body).toContain('"Division, ""One""",1,');
    expect(standings.body).not.toMatch(/(^|,)[=@]/m);
  });

  it('refuses an unknown time zone with 400 and a clear message', async () => {
    expectError(
      await get(t.admin.cookie, `admin/resultsCsv?league_id=${world.league.id}&time_zone=Mars/Olympus`),
      400,
      'Time zone must be an IANA zone name such as Europe/London.',
    );
  });
});

describe('who may read the season view and its CSV files', () => {
  const urls = () => [
    `admin/seasonView?league_id=${world.league.id}`,
    `admin/standingsCsv?league_id=${world.league.id}`,
    `admin/resultsCsv?league_id=${world.league.id}`,
  ];

  it('answers 401 to nobody signed in', async () => {
    for (const url of urls()) expectError(await get(undefined, url), 401, UNAUTHORIZED_MESSAGE);
  });

  it('answers 403 to players who see the league, its own included, and 404 where they see none', async () => {
    const member = world.members[0]!;
    for (const url of urls()) {
      expectError(await member.request({ method: 'GET', url: `/api/1.0/${url}` }), 403, NOT_ADMIN_MESSAGE);
      // The league is private: to anyone outside it, an unknown league and it answer alike (ADR 075).
      expectError(await get(t.stranger.cookie, url), 404, 'League not found.');
      expectError(
        await get(t.stranger.cookie, url.replace(/league_id=\d+/, 'league_id=999999')),
        404,
        'League not found.',
      );
    }
  });

  it('lets the owner in, and answers 404 for an unknown league and 400 for a malformed id', async () => {
    const owner = await signedInUser(t.app, 'owner');
    for (const url of urls()) {
      expect((await get(owner.cookie, url)).statusCode).toBe(200);
      expectError(
        await get(t.admin.cookie, url.replace(/league_id=\d+/, 'league_id=999999')),
        404,
        'League not found.',
      );
      expect((await get(t.admin.cookie, url.replace(/league_id=\d+/, 'league_id=abc'))).statusCode).toBe(400);
    }
  });
});
