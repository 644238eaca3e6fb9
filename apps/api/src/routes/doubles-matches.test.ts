import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myDivisionDto, rosterResponse } from '@courtside/shared/schemas/divisions';
import { matchDto, matchesListResponse, myMatchesResponse } from '@courtside/shared/schemas/matches';
import { expectContract, expectError } from '../test/assertions';
import { doublesLeagueUnderWay, type DoublesPair } from '../test/doubles-fixtures';
import { HOME_WINS, leagueUnderWay, storedMatch } from '../test/match-fixtures';
import { areaCaller, createTestApp, type TestApp } from '../test/test-app';
import {
  ANSWER_NOT_ALLOWED,
  MATCH_NOT_FOUND,
  PARTNER_ENTERED_SCORE,
  SCHEDULE_NOT_ALLOWED,
  SCORE_NOT_ALLOWED,
} from './match-messages';

// Matches played by pairs (issue 37 items 3 and 4, ADR 078): the four players of the two pairs read, schedule and
// score their match; the score is answered by the other pair only; the partner is named beside each anchor.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const matchesApi = areaCaller(() => t.app, 'matches');
const divisionsApi = areaCaller(() => t.app, 'divisions');
const leaguesApi = areaCaller(() => t.app, 'leagues');

const partnerOf = (player: DoublesPair['anchor']) => ({
  player_id: player.player.id,
  first_name: player.player.firstName,
  last_name: player.player.lastName,
});

/** A private doubles league of two pairs and their match, home and away. */
async function pairMatch() {
  const made = await doublesLeagueUnderWay(t.app, { publicVisible: false });
  const { match, home, away } = made.matchOf(made.pairs[0]!, made.pairs[1]!);
  return { ...made, match, home, away };
}

describe('reading a match of pairs', () => {
  it('names each side by its anchor with the partner beside it, in every read', async () => {
    const { league, match, home, away } = await pairMatch();
    const expected = {
      id: match.id,
      home_player_id: home.anchor.player.id,
      away_player_id: away.anchor.player.id,
      home_partner: partnerOf(home.partner),
      away_partner: partnerOf(away.partner),
    };
    const details = await matchesApi(home.partner, 'GET', `getMatchDetails?match_id=${match.id}`);
    expect(expectContract(details, 200, matchDto)).toMatchObject(expected);
    const list = expectContract(
      await matchesApi(away.partner, 'GET', `getByLeague?league_id=${league.id}`),
      200,
      matchesListResponse,
    );
    expect(list).toEqual([expect.objectContaining(expected)]);
  });

  it('is read by the four and by members of the league; a stranger to the private league hears it does not exist', async () => {
    const { match, home, away, outsider, stranger } = await pairMatch();
    for (const who of [home.anchor, home.partner, away.anchor, away.partner, outsider]) {
      const read = await matchesApi(who, 'GET', `getMatchDetails?match_id=${match.id}`);
      expect(expectContract(read, 200, matchDto).id).toBe(match.id);
      expect((await matchesApi(who, 'GET', `history?match_id=${match.id}`)).statusCode).toBe(200);
    }
    expectError(await matchesApi(stranger, 'GET', `getMatchDetails?match_id=${match.id}`), 404, MATCH_NOT_FOUND);
    expectError(await matchesApi(stranger, 'GET', `history?match_id=${match.id}`), 404, MATCH_NOT_FOUND);
  });

  it('sends null partners in singles', async () => {
    const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
    const { match, home } = matchOf(members[0]!, members[1]!);
    const details = expectContract(
      await matchesApi(home, 'GET', `getMatchDetails?match_id=${match.id}`),
      200,
      matchDto,
    );
    expect(details).toMatchObject({ home_partner: null, away_partner: null });
  });

  it("puts the pair's matches on a partner's dashboard, with the entry they play under as theirs", async () => {
    const { league, match, home, away, outsider } = await pairMatch();
    for (const [who, entry] of [
      [home.partner, home.anchor.player.id],
      [away.partner, away.anchor.player.id],
      [home.anchor, home.anchor.player.id],
    ] as const) {
      const mine = expectContract(await matchesApi(who, 'GET', 'mine'), 200, myMatchesResponse);
      expect(mine.map((row) => [row.id, row.my_player_id, row.league_name])).toEqual([[match.id, entry, league.name]]);
    }
    expect(expectContract(await matchesApi(outsider, 'GET', 'mine'), 200, myMatchesResponse)).toEqual([]);
  });

  it("gives a partner the pair's division and unplayed opponents, under the pair's entry", async () => {
    const { league, match, home, away } = await pairMatch();
    const division = expectContract(
      await divisionsApi(home.partner, 'GET', `getMyDivision?league_id=${league.id}`),
      200,
      myDivisionDto,
    );
    expect(division.player_id).toBe(home.anchor.player.id);
    expect(division.matches.map((row) => row.id)).toEqual([match.id]);
    const opponents = expectContract(
      await leaguesApi(home.partner, 'GET', `unplayedOpponents?league_id=${league.id}`),
      200,
      rosterResponse,
    );
    expect(opponents.map((row) => row.id)).toEqual([away.anchor.player.id]);
  });
});

describe('scheduling a match of pairs', () => {
  it('lets any of the four schedule and move it; a member of no pair hears 403, a stranger 404', async () => {
    const { match, home, away, outsider, stranger } = await pairMatch();
    const at = (day: number) => new Date(Date.UTC(2026, 3, day, 10)).toISOString();
    const schedule = (who: { cookie: string }, day: number) =>
      matchesApi(who, 'POST', 'scheduleMatch', { match_id: match.id, match_datetime: at(day) });
    expectError(await schedule(outsider, 1), 403, SCHEDULE_NOT_ALLOWED);
    expectError(await schedule(stranger, 1), 404, MATCH_NOT_FOUND);
    expect((await storedMatch(t.app, match.id)).row?.matchDatetime).toBeNull();
    for (const [day, who] of [home.partner, away.partner, away.anchor, home.anchor].entries()) {
      expect(expectContract(await schedule(who, day + 2), 200, matchDto).match_datetime).toBe(at(day + 2));
    }
    const { events } = await storedMatch(t.app, match.id);
    expect(events.map((event) => [event.kind, event.actorUserId])).toEqual([
      ['scheduled', home.partner.user.id],
      ['rescheduled', away.partner.user.id],
      ['rescheduled', away.anchor.user.id],
      ['rescheduled', home.anchor.user.id],
    ]);
  });
});

describe('scores of a match of pairs', () => {
  it('keeps the partner who entered it as its submitter, and reads "I retired" from their side', async () => {
    const { match, home, outsider, stranger } = await pairMatch();
    const submit = (who: { cookie: string }, body: object) =>
      matchesApi(who, 'POST', `submitScores?matchId=${match.id}`, body);
    const retired = { sets: [{ set_number: 1, home_games: 3, away_games: 2 }], status: 'i_retired' };
    expectError(await submit(outsider, retired), 403, SCORE_NOT_ALLOWED);
    expectError(await submit(stranger, retired), 404, MATCH_NOT_FOUND);
    const answer = expectContract(await submit(home.partner, retired), 200, matchDto);
    expect(answer).toMatchObject({
      status: 'home_retired',
      submitted_by_player_id: home.partner.player.id,
      submitted_by_first_name: home.partner.player.firstName,
      score_confirmation: 'pending',
    });
    expect((await storedMatch(t.app, match.id)).row).toMatchObject({
      submittedByPlayerId: home.partner.player.id,
      status: 'home_retired',
    });
  });

  it("is confirmed only by the other pair: the submitter's partner hears why, others are refused", async () => {
    const { match, home, away, outsider, stranger } = await pairMatch();
    expect(
      (
        await matchesApi(away.partner, 'POST', `submitScores?matchId=${match.id}`, {
          sets: HOME_WINS,
          status: 'normal',
        })
      ).statusCode,
    ).toBe(200);
    const confirm = (who: { cookie: string }) => matchesApi(who, 'POST', 'confirmScore', { match_id: match.id });
    expectError(await confirm(away.anchor), 403, PARTNER_ENTERED_SCORE);
    expectError(await confirm(away.partner), 403, ANSWER_NOT_ALLOWED);
    expectError(await confirm(outsider), 403, ANSWER_NOT_ALLOWED);
    expectError(await confirm(stranger), 404, MATCH_NOT_FOUND);
    expect((await storedMatch(t.app, match.id)).row?.scoreConfirmation).toBe('pending');
    expect(expectContract(await confirm(home.partner), 200, matchDto).score_confirmation).toBe('confirmed');
    const { events } = await storedMatch(t.app, match.id);
    expect(events.map((event) => [event.kind, event.actorUserId])).toEqual([
      ['score_submitted', away.partner.user.id],
      ['score_confirmed', home.partner.user.id],
    ]);
  });

  it('is disputed only by the other pair', async () => {
    const { match, home, away } = await pairMatch();
    expect(
      (await matchesApi(home.anchor, 'POST', `submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' }))
        .statusCode,
    ).toBe(200);
    const dispute = (who: { cookie: string }) =>
      matchesApi(who, 'POST', 'disputeScore', { match_id: match.id, reason: 'We won the second set.' });
    expectError(await dispute(home.partner), 403, PARTNER_ENTERED_SCORE);
    expectError(await dispute(home.anchor), 403, ANSWER_NOT_ALLOWED);
    expect(expectContract(await dispute(away.anchor), 200, matchDto).score_confirmation).toBe('disputed');
  });
});
