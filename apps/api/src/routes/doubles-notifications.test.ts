import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { notificationsResponse } from '@courtside/shared/schemas/notifications';
import { notifications, outbox } from '../db/schema';
import { expectContract } from '../test/assertions';
import { doublesLeagueUnderWay, type DoublesPair } from '../test/doubles-fixtures';
import { HOME_WINS, type Caller } from '../test/match-fixtures';
import { createTestApp, injectAs, type ApiMethod, type TestApp } from '../test/test-app';

// Notifications of doubles play (issue 37 item 5, ADR 078): each goes to every player of the entries concerned,
// anchor and partner, never to the person who acted; the emails queued for them (migration 0016) follow.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR).toISOString();
const call = (caller: Caller, method: ApiMethod, url: string, payload?: unknown) =>
  injectAs(t.app, caller?.cookie, {
    method,
    url: `/api/1.0/${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type Player = DoublesPair['anchor'];

/** A user's notifications in one league, oldest first. */
async function inboxIn(caller: Player, leagueId: number) {
  const { notifications: rows } = expectContract(
    await call(caller, 'GET', 'notifications/list'),
    200,
    notificationsResponse,
  );
  return rows.filter((row) => row.league_id === leagueId).reverse();
}

/** What each player was told after their placement and the start, as kind and actor name. */
async function toldSince(players: readonly Player[], leagueId: number) {
  return Promise.all(
    players.map(async (player) =>
      (await inboxIn(player, leagueId)).slice(2).map((row) => `${row.kind} by ${row.actor_name}`),
    ),
  );
}

const nameOf = (player: Player) => `${player.player.firstName} ${player.player.lastName}`;

/** The email messages queued for the notifications of `kind` in the league, by user id. */
async function emailsOf(leagueId: number, kind: string) {
  const rows = await t.app.db
    .select({ userId: outbox.userId, recipient: outbox.recipient })
    .from(outbox)
    .innerJoin(notifications, eq(notifications.id, outbox.notificationId))
    .where(and(eq(notifications.leagueId, leagueId), eq(outbox.kind, kind as never), eq(outbox.channel, 'email')));
  return rows.map((row) => row.recipient).sort();
}

async function twoPairs() {
  const made = await doublesLeagueUnderWay(t.app);
  return { ...made, p: made.pairs[0]!, q: made.pairs[1]! };
}

describe('notifications of a doubles league', () => {
  it('tells both players of every pair of their place and of the start', async () => {
    const { league, pairs, outsider } = await twoPairs();
    for (const pair of pairs) {
      for (const player of [pair.anchor, pair.partner]) {
        expect((await inboxIn(player, league.id)).map((row) => row.kind)).toEqual([
          'placed_in_division',
          'league_started',
        ]);
      }
    }
    expect(await inboxIn(outsider, league.id)).toEqual([]);
  });

  it('tells the receiving pair of a proposal and the proposing pair of its acceptance, never the actor', async () => {
    const { league, p, q } = await twoPairs();
    const four = [p.anchor, p.partner, q.anchor, q.partner];
    const sent = expectContract(
      await call(p.partner, 'POST', 'match-proposals/post', {
        opponent_player_id: q.anchor.player.id,
        proposed_time: inHours(30),
        league_id: league.id,
      }),
      201,
      proposalDto,
    );
    const received = `proposal_received by ${nameOf(p.partner)}`;
    expect(await toldSince(four, league.id)).toEqual([[], [], [received], [received]]);
    expect(await emailsOf(league.id, 'proposal_received')).toEqual([q.anchor.email, q.partner.email].sort());

    expect(
      (await call(q.partner, 'PUT', 'match-proposals/respond', { proposal_id: sent.id, response: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const accepted = `proposal_accepted by ${nameOf(q.partner)}`;
    // The accepting player's partner hears that the match is scheduled; the proposing pair that it was accepted.
    expect(await toldSince(four, league.id)).toEqual([
      [accepted],
      [accepted],
      [received, `match_scheduled by ${nameOf(q.partner)}`],
      [received],
    ]);
    expect(await emailsOf(league.id, 'proposal_accepted')).toEqual([p.anchor.email, p.partner.email].sort());
    expect(await emailsOf(league.id, 'match_scheduled')).toEqual([q.anchor.email]);
  });

  it('tells the proposing pair of a decline and the receiving pair of a withdrawal by either partner', async () => {
    const { league, p, q } = await twoPairs();
    const four = [p.anchor, p.partner, q.anchor, q.partner];
    const propose = async (hours: number) =>
      expectContract(
        await call(p.anchor, 'POST', 'match-proposals/post', {
          opponent_player_id: q.partner.player.id,
          proposed_time: inHours(hours),
          league_id: league.id,
        }),
        201,
        proposalDto,
      );
    const declined = await propose(30);
    await call(q.anchor, 'PUT', 'match-proposals/respond', { proposal_id: declined.id, response: 'declined' });
    const withdrawn = await propose(40);
    await call(p.partner, 'DELETE', `match-proposals/cancel?proposal_id=${withdrawn.id}`);
    const received = `proposal_received by ${nameOf(p.anchor)}`;
    const canceled = `proposal_canceled by ${nameOf(p.partner)}`;
    expect(await toldSince(four, league.id)).toEqual([
      [`proposal_declined by ${nameOf(q.anchor)}`],
      [`proposal_declined by ${nameOf(q.anchor)}`],
      [received, received, canceled],
      [received, received, canceled],
    ]);
  });

  it('tells the three others of a schedule and a confirmation, and the other pair alone of a score to answer', async () => {
    const { league, p, q, matchOf } = await twoPairs();
    const { match, home, away } = matchOf(p, q);
    const four = [home.anchor, home.partner, away.anchor, away.partner];
    await call(home.partner, 'POST', 'matches/scheduleMatch', { match_id: match.id, match_datetime: inHours(48) });
    const scheduled = `match_scheduled by ${nameOf(home.partner)}`;
    expect(await toldSince(four, league.id)).toEqual([[scheduled], [], [scheduled], [scheduled]]);
    expect(await emailsOf(league.id, 'match_scheduled')).toEqual(
      [home.anchor.email, away.anchor.email, away.partner.email].sort(),
    );

    await call(away.anchor, 'POST', `matches/submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' });
    // The submitter's partner could not answer it, so is not asked to.
    const entered = `score_entered by ${nameOf(away.anchor)}`;
    expect(await toldSince(four, league.id)).toEqual([[scheduled, entered], [entered], [scheduled], [scheduled]]);
    expect(await emailsOf(league.id, 'score_entered')).toEqual([home.anchor.email, home.partner.email].sort());

    await call(home.anchor, 'POST', 'matches/confirmScore', { match_id: match.id });
    const confirmed = `score_confirmed by ${nameOf(home.anchor)}`;
    expect(await toldSince(four, league.id)).toEqual([
      [scheduled, entered],
      [entered, confirmed],
      [scheduled, confirmed],
      [scheduled, confirmed],
    ]);
  });

  it("tells all four of an admin's ruling on a disputed score", async () => {
    const { admin, league, p, q, matchOf } = await twoPairs();
    const { match, home, away } = matchOf(p, q);
    await call(home.partner, 'POST', `matches/submitScores?matchId=${match.id}`, { sets: HOME_WINS, status: 'normal' });
    await call(away.partner, 'POST', 'matches/disputeScore', { match_id: match.id, reason: 'It went to three sets.' });
    await call(admin, 'POST', 'matches/resolveDispute', { match_id: match.id, sets: HOME_WINS, status: 'normal' });
    const four = [home.anchor, home.partner, away.anchor, away.partner];
    for (const [index, kinds] of (await toldSince(four, league.id)).entries()) {
      expect(kinds.at(-1), `player ${index}`).toMatch(/^dispute_resolved by /);
    }
    expect(await emailsOf(league.id, 'dispute_resolved')).toEqual(four.map((player) => player.email).sort());
  });

  it('tells only the players of the match', async () => {
    const { league, pairs, outsider, matchOf } = await doublesLeagueUnderWay(t.app, { pairs: [3] });
    const [a, b, c] = [pairs[0]!, pairs[1]!, pairs[2]!];
    const { match } = matchOf(a, b);
    await call(a.partner, 'POST', 'matches/scheduleMatch', { match_id: match.id, match_datetime: inHours(48) });
    const told = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.matchId, match.id), inArray(notifications.kind, ['match_scheduled'])));
    expect(told.map((row) => row.userId).sort()).toEqual(
      [a.anchor.user.id, b.anchor.user.id, b.partner.user.id].sort((x, y) => x - y),
    );
    for (const player of [c.anchor, c.partner, outsider]) {
      expect((await inboxIn(player, league.id)).map((row) => row.kind)).not.toContain('match_scheduled');
    }
  });
});
