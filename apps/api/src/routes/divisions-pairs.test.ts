import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNASSIGNED_PLAYERS_MESSAGE } from '@courtside/shared/league/league-transitions';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { myDivisionDto, saveDraftAssignmentsResponse } from '@courtside/shared/schemas/divisions';
import { listDrafts } from '../db/queries/divisions';
import { matches } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { postDivision, publish, registerAll, startLeague, stepTo, useAppWithAdmin } from '../test/league-fixtures';
import { completePair, doublesLeague, invite, pairPlayers, type PairPlayer } from '../test/pair-fixtures';
import { injectAs } from '../test/test-app';
import { notPlaceable } from './pair-messages';

// Divisions of pairs (issue 37 item 2, ADR 078): in a doubles league the board places complete pairs by their
// anchor; everyone else is refused by name, and Start League plays a round robin between pairs.

const t = useAppWithAdmin();

const name = (person: PairPlayer) => ({ firstName: person.player.firstName, lastName: person.player.lastName });

/**
 * A Mixed league with registration closed: `pairs` complete pairs (women anchor), one invited pair and one player
 * alone, and one division.
 */
async function doublesBoard(pairs: number) {
  const league = await doublesLeague(t.app, t.admin.cookie, { league_type: 'Mixed' });
  const complete = [];
  for (let i = 0; i < pairs; i++) {
    const [anchor, partner] = await pairPlayers(t.app, ['Ladies', 'Mens']);
    await completePair(t.app, league.id, anchor!, partner!);
    complete.push({ anchor: anchor!, partner: partner! });
  }
  const [inviter, invitee, loner] = await pairPlayers(t.app, ['Ladies', 'Mens', 'Mens']);
  expect((await invite(t.app, inviter!, league.id, invitee!)).statusCode).toBe(201);
  await registerAll(t.app, league.id, [loner!.player.id]);
  const division = await postDivision(t.app, t.admin.cookie, league.id);
  await stepTo(t.app, t.admin.cookie, league.id, 'registration_closed');
  return { league, division, complete, inviter: inviter!, loner: loner! };
}

const saveDraft = (leagueId: number, changes: { player_id: number; division_id: number | null }[]) =>
  injectAs(t.app, t.admin.cookie, {
    method: 'POST',
    url: '/api/1.0/divisions/saveDraftAssignments',
    payload: { league_id: leagueId, changes },
  });

describe('the board of a doubles league', () => {
  it('places a complete pair by its anchor, and refuses a partner, a player alone or an invited pair by name', async () => {
    const { league, division, complete, inviter, loner } = await doublesBoard(1);
    const [{ anchor, partner }] = complete as [(typeof complete)[number]];
    const refusals: [PairPlayer, string][] = [
      [partner, notPlaceable(name(partner), name(anchor))],
      [loner, notPlaceable(name(loner), null)],
      [inviter, notPlaceable(name(inviter), null)],
    ];
    expect(refusals[1]![1]).toBe(`${loner.player.firstName} ${loner.player.lastName} has no partner yet.`);
    for (const [person, message] of refusals) {
      expectError(
        await saveDraft(league.id, [{ player_id: person.player.id, division_id: division.id }]),
        400,
        message,
      );
      expectError(await publish(t.app, t.admin.cookie, league.id, { [division.id]: [person.player.id] }), 400, message);
    }
    expect(await listDrafts(t.app.db, league.id)).toEqual([]);
    // Unplacing someone is not placing them: the board may send a partner back to no division.
    expectContract(
      await saveDraft(league.id, [
        { player_id: anchor.player.id, division_id: division.id },
        { player_id: partner.player.id, division_id: null },
      ]),
      200,
      saveDraftAssignmentsResponse,
    );
  });

  it('publishes pairs: the league publish takes the saved drafts, checked again', async () => {
    const { league, division, complete } = await doublesBoard(2);
    const anchors = complete.map((pair) => pair.anchor.player.id);
    expectContract(
      await saveDraft(
        league.id,
        anchors.map((id) => ({ player_id: id, division_id: division.id })),
      ),
      200,
      saveDraftAssignmentsResponse,
    );
    expectContract(
      await injectAs(t.app, t.admin.cookie, {
        method: 'POST',
        url: '/api/1.0/leagues/publish',
        payload: { league_id: league.id },
      }),
      200,
      leagueDto,
    );
    const view = expectContract(
      await complete[0]!.partner.request({
        method: 'GET',
        url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}`,
      }),
      200,
      myDivisionDto,
    );
    // The partner finds the pair's division, and the roster names each pair by its anchor with its partner.
    expect(view.division_id).toBe(division.id);
    expect(view.roster.map((entry) => [entry.id, entry.partner?.player_id]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      complete.map((pair) => [pair.anchor.player.id, pair.partner.player.id]),
    );
  });

  it('starts with a round robin between pairs; invited pairs and players alone do not hold it up', async () => {
    const { league, division, complete } = await doublesBoard(3);
    const anchors = complete.map((pair) => pair.anchor.player.id);
    expect((await publish(t.app, t.admin.cookie, league.id, { [division.id]: anchors.slice(0, 2) })).statusCode).toBe(
      200,
    );
    await stepTo(t.app, t.admin.cookie, league.id, 'pending_start');
    const start = () =>
      injectAs(t.app, t.admin.cookie, {
        method: 'PATCH',
        url: '/api/1.0/leagues/updateState',
        payload: { league_id: league.id, state: 'active' },
      });
    // The third complete pair is not placed yet: it is the one entry that must be.
    expectError(await start(), 409, UNASSIGNED_PLAYERS_MESSAGE);
    const all = { [division.id]: anchors };
    expect((await publish(t.app, t.admin.cookie, league.id, all)).statusCode).toBe(200);
    expectContract(await start(), 200, leagueDto);
    const played = await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
    const sides = played.map((match) => [match.homePlayerId, match.awayPlayerId].sort((a, b) => a - b));
    expect(sides.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!)).toEqual([
      [anchors[0], anchors[1]],
      [anchors[0], anchors[2]],
      [anchors[1], anchors[2]],
    ]);
  });
});

describe('the roster of a singles league', () => {
  it('names no partner beside any player', async () => {
    const { league, members } = await startLeague(t.app, t.admin.cookie, { divisions: [3] });
    const view = expectContract(
      await members[0]!.request({ method: 'GET', url: `/api/1.0/divisions/getMyDivision?league_id=${league.id}` }),
      200,
      myDivisionDto,
    );
    expect(view.roster).toHaveLength(3);
    expect(view.roster.map((entry) => entry.partner)).toEqual([null, null, null]);
  });
});
