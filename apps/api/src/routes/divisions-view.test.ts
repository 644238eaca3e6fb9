import { beforeAll, describe, expect, it } from 'vitest';
import { divisionViewDto, myDivisionDto } from '@courtside/shared/schemas/divisions';
import { HOME_WINS, storedMatchBetween } from '../test/match-fixtures';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { postDivision, postLeague, startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { injectAs, signedInUser } from '../test/test-app';

/** GET divisions/getDivisionView: admins look at any division of any league (issue 34, ADR 062). */
const t = useAppWithAdmin({ withStranger: true });

const view = (cookie: string | undefined, query: string) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/divisions/getDivisionView?${query}` });

type Started = Awaited<ReturnType<typeof startLeague>>;
/** A started league of two divisions (Gold of three players, Silver of two), kept hidden from players. */
let world: Started;
/** Another started league, whose players play nowhere in `world`. */
let elsewhere: Started;
let owner: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  world = await startLeague(t.app, t.admin.cookie, {
    divisions: [3, 2],
    divisionName: (index) => ['Gold', 'Silver'][index]!,
    league: { public_visible: false },
  });
  elsewhere = await startLeague(t.app, t.admin.cookie);
  owner = await signedInUser(t.app, 'owner');
});

const gold = () => world.divisions[0]!;
const silver = () => world.divisions[1]!;

describe('GET divisions/getDivisionView: what an admin sees', () => {
  it("gives the league's first division by default, with the league's divisions to choose from", async () => {
    const answer = expectContract(await view(t.admin.cookie, `league_id=${world.league.id}`), 200, divisionViewDto);
    expect(answer).toMatchObject({
      league_id: world.league.id,
      league_name: world.league.name,
      division_id: gold().division.id,
      division_name: 'Gold',
    });
    expect(answer.divisions.map((division) => [division.id, division.division_name])).toEqual([
      [gold().division.id, 'Gold'],
      [silver().division.id, 'Silver'],
    ]);
    expect(answer.roster.map((player) => player.id).sort()).toEqual(
      gold()
        .members.map((member) => member.player.id)
        .sort(),
    );
    // A round robin of three: every pair once.
    expect(answer.matches).toHaveLength(3);
  });

  it("gives the chosen division's roster and matches, as its players read them in getMyDivision", async () => {
    const [home, away] = silver().members;
    const match = await storedMatchBetween(t.app, home!.player.id, away!.player.id);
    const sender = match.homePlayerId === home!.player.id ? home! : away!;
    const scored = await sender.request({
      method: 'POST',
      url: `/api/1.0/matches/submitScores?matchId=${match.id}`,
      payload: { sets: HOME_WINS, status: 'normal' },
    });
    expect(scored.statusCode, scored.body).toBe(200);

    const answer = expectContract(
      await view(t.admin.cookie, `league_id=${world.league.id}&division_id=${silver().division.id}`),
      200,
      divisionViewDto,
    );
    const theirs = expectContract(
      await home!.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${world.league.id}` }),
      200,
      myDivisionDto,
    );
    const { player_id: _own, ...shared } = theirs;
    const { divisions: _choices, ...shown } = answer;
    expect(shown).toEqual(shared);
    expect(answer.matches[0]).toMatchObject({ status: 'normal', set_scores: HOME_WINS });
  });

  it('answers the owner as it answers an admin', async () => {
    const query = `league_id=${world.league.id}&division_id=${silver().division.id}`;
    const byOwner = expectContract(await view(owner.cookie, query), 200, divisionViewDto);
    expect(byOwner).toEqual(expectContract(await view(t.admin.cookie, query), 200, divisionViewDto));
  });

  it('says so with null division fields while the league has no divisions, even in draft', async () => {
    const draft = await postLeague(t.app, t.admin.cookie);
    expect(expectContract(await view(t.admin.cookie, `league_id=${draft.id}`), 200, divisionViewDto)).toEqual({
      league_id: draft.id,
      league_name: draft.name,
      divisions: [],
      division_id: null,
      division_name: null,
      roster: [],
      matches: [],
    });
  });

  it('shows a division nobody is placed in yet as empty', async () => {
    const draft = await postLeague(t.app, t.admin.cookie);
    const empty = await postDivision(t.app, t.admin.cookie, draft.id, { division_name: 'Bronze' });
    expect(expectContract(await view(t.admin.cookie, `league_id=${draft.id}`), 200, divisionViewDto)).toMatchObject({
      division_id: empty.id,
      division_name: 'Bronze',
      roster: [],
      matches: [],
    });
  });

  it('is fresh after a change although its answers are cached', async () => {
    const query = `league_id=${world.league.id}&division_id=${gold().division.id}`;
    const before = await view(t.admin.cookie, query);
    expect((await view(t.admin.cookie, query)).body).toBe(before.body);
    const [home, away] = gold().members;
    const match = await storedMatchBetween(t.app, home!.player.id, away!.player.id);
    const scheduled = await home!.request({
      method: 'POST',
      url: '/api/1.0/matches/scheduleMatch',
      payload: { match_id: match.id, match_datetime: '2031-05-04T15:00:00Z' },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const after = expectContract(await view(t.admin.cookie, query), 200, divisionViewDto);
    expect(after.matches.find((entry) => entry.id === match.id)).toMatchObject({
      status: 'scheduled',
      match_datetime: '2031-05-04T15:00:00.000Z',
    });
  });
});

describe('GET divisions/getDivisionView: who may not, and what is not there', () => {
  it("refuses the league's own players, for their division and the others", async () => {
    const player = gold().members[0]!;
    for (const division of [gold(), silver()]) {
      expectError(
        await view(player.cookie, `league_id=${world.league.id}&division_id=${division.division.id}`),
        403,
        NOT_ADMIN_MESSAGE,
      );
    }
    expectError(await view(player.cookie, `league_id=${world.league.id}`), 403, NOT_ADMIN_MESSAGE);
  });

  it('refuses its own players, and answers players of another league and of none as if it did not exist', async () => {
    expectError(await view(world.members[0]!.cookie, `league_id=${world.league.id}`), 403, NOT_ADMIN_MESSAGE);
    // The league is private, so to outsiders it is as unknown as a league that does not exist (ADR 075).
    for (const cookie of [elsewhere.members[0]!.cookie, t.stranger.cookie]) {
      expectError(await view(cookie, `league_id=${world.league.id}`), 404, 'League not found.');
      expectError(await view(cookie, 'league_id=999999'), 404, 'League not found.');
    }
  });

  it('refuses anonymous callers', async () => {
    expectError(await view(undefined, `league_id=${world.league.id}`), 401, UNAUTHORIZED_MESSAGE);
  });

  it('answers 404 for an unknown league, an unknown division and a division of another league', async () => {
    expectError(await view(t.admin.cookie, 'league_id=999999'), 404, 'League not found.');
    expectError(
      await view(t.admin.cookie, `league_id=${world.league.id}&division_id=999999`),
      404,
      'Division not found.',
    );
    expectError(
      await view(t.admin.cookie, `league_id=${world.league.id}&division_id=${elsewhere.divisions[0]!.division.id}`),
      404,
      'Division not found.',
    );
  });

  it.each([
    ['no league', ''],
    ['a league id that is text', 'league_id=abc'],
    ['a league id of zero', 'league_id=0'],
    ['a negative league id', 'league_id=-4'],
    ['a fractional division id', 'league_id=1&division_id=1.5'],
    ['an empty division id', 'league_id=1&division_id='],
    ['a division id past the largest', 'league_id=1&division_id=9999999999'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await view(t.admin.cookie, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(typeof response.json<{ error: unknown }>().error).toBe('string');
  });
});
