import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalDto, proposalsListResponse } from '@courtside/shared/schemas/match-proposals';
import { matchDto } from '@courtside/shared/schemas/matches';
import { matchProposals } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { doublesLeagueUnderWay, type DoublesLeague, type DoublesPair } from '../test/doubles-fixtures';
import { interposeBeforeStatement } from '../test/statement-interposer';
import { areaCaller, createTestApp, type TestApp } from '../test/test-app';
import {
  ONLY_RECIPIENT_PAIR,
  ONLY_SENDER_PAIR,
  PROPOSAL_NOT_FOUND,
  PROPOSE_TO_PARTNER,
  PROPOSE_TO_SELF,
  notPending,
} from './proposal-messages';

// Proposals from pair to pair (issue 37 item 3, ADR 078): either partner proposes for the pair, either partner of
// the receiving pair answers, either partner of the sending pair withdraws; both pairs see it, and anyone else
// hears that it does not exist.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const proposals = areaCaller(() => t.app, 'match-proposals');
const matchesApi = areaCaller(() => t.app, 'matches');

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR).toISOString();

async function storedProposal(id: number) {
  const [row] = await t.app.db.select().from(matchProposals).where(eq(matchProposals.id, id));
  return row!;
}

const partnerOf = (player: DoublesPair['anchor']) => ({
  player_id: player.player.id,
  first_name: player.player.firstName,
  last_name: player.player.lastName,
});

/** A private doubles league of two pairs: P proposes, Q receives. */
async function twoPairs(): Promise<DoublesLeague & { p: DoublesPair; q: DoublesPair }> {
  const made = await doublesLeagueUnderWay(t.app, { publicVisible: false });
  return { ...made, p: made.pairs[0]!, q: made.pairs[1]! };
}

async function propose(from: { cookie: string }, to: { player: { id: number } }, leagueId: number, hours = 30) {
  return proposals(from, 'POST', 'post', {
    opponent_player_id: to.player.id,
    proposed_time: inHours(hours),
    league_id: leagueId,
  });
}

describe('proposing from pair to pair', () => {
  it('stores the two anchors whoever of the pairs is named, with the partners beside them in the DTO', async () => {
    const { league, p, q } = await twoPairs();
    // The proposing pair's partner names the other pair's partner.
    const sent = expectContract(await propose(p.partner, q.partner, league.id), 201, proposalDto);
    expect(sent).toMatchObject({
      status: 'pending',
      proposer_player_id: p.anchor.player.id,
      proposer_id: p.anchor.user.id,
      opponent_player_id: q.anchor.player.id,
      opponent_id: q.anchor.user.id,
      proposer_partner: partnerOf(p.partner),
      opponent_partner: partnerOf(q.partner),
      is_sent_by_user: true,
    });
    const row = await storedProposal(sent.id);
    expect(row).toMatchObject({
      proposerPlayerId: p.anchor.player.id,
      opponentPlayerId: q.anchor.player.id,
      sentByUserId: p.partner.user.id,
      answeredByUserId: null,
    });
  });

  it('lists it for all four, sent by both of the proposing pair, and for no one else', async () => {
    const { league, p, q, outsider, stranger } = await twoPairs();
    const sent = expectContract(await propose(p.anchor, q.anchor, league.id), 201, proposalDto);
    for (const [who, sentByThem] of [
      [p.anchor, true],
      [p.partner, true],
      [q.anchor, false],
      [q.partner, false],
    ] as const) {
      const list = expectContract(
        await proposals(who, 'GET', `get?league_id=${league.id}`),
        200,
        proposalsListResponse,
      );
      expect(list.map((proposal) => [proposal.id, proposal.is_sent_by_user])).toEqual([[sent.id, sentByThem]]);
      expect(list[0]).toMatchObject({ proposer_partner: partnerOf(p.partner), opponent_partner: partnerOf(q.partner) });
    }
    for (const who of [outsider, stranger]) {
      expect(
        expectContract(await proposals(who, 'GET', `get?league_id=${league.id}`), 200, proposalsListResponse),
      ).toEqual([]);
    }
  });

  it("refuses a proposal to one's own partner or to oneself, and stores nothing", async () => {
    const { league, p } = await twoPairs();
    expectError(await propose(p.partner, p.anchor, league.id), 400, PROPOSE_TO_PARTNER);
    expectError(await propose(p.anchor, p.partner, league.id), 400, PROPOSE_TO_PARTNER);
    expectError(await propose(p.partner, p.partner, league.id), 400, PROPOSE_TO_SELF);
    const rows = await t.app.db.select().from(matchProposals).where(eq(matchProposals.leagueId, league.id));
    expect(rows).toEqual([]);
  });

  it('refuses the same time from the other partner of the pair: the pair proposed it already', async () => {
    const { league, p, q } = await twoPairs();
    const time = inHours(40);
    const body = { opponent_player_id: q.anchor.player.id, proposed_time: time, league_id: league.id };
    expect((await proposals(p.anchor, 'POST', 'post', body)).statusCode).toBe(201);
    expectError(await proposals(p.partner, 'POST', 'post', body), 409, 'You have already proposed this time.');
  });
});

describe("answering a pair's proposal", () => {
  it('lets either partner of the receiving pair accept; the proposing pair, the outsider and strangers cannot', async () => {
    const { league, p, q, outsider, stranger, matchOf } = await twoPairs();
    const sent = expectContract(await propose(p.anchor, q.anchor, league.id), 201, proposalDto);
    const accept = { proposal_id: sent.id, response: 'accepted' };
    expectError(await proposals(p.partner, 'PUT', 'respond', accept), 403, ONLY_RECIPIENT_PAIR);
    expectError(await proposals(p.anchor, 'PUT', 'respond', accept), 403, ONLY_RECIPIENT_PAIR);
    expectError(await proposals(outsider, 'PUT', 'respond', accept), 404, PROPOSAL_NOT_FOUND);
    expectError(await proposals(stranger, 'PUT', 'respond', accept), 404, PROPOSAL_NOT_FOUND);
    expect((await storedProposal(sent.id)).status).toBe('pending');

    const answered = expectContract(await proposals(q.partner, 'PUT', 'respond', accept), 200, proposalDto);
    expect(answered).toMatchObject({ status: 'accepted', is_sent_by_user: false });
    expect(await storedProposal(sent.id)).toMatchObject({ status: 'accepted', answeredByUserId: q.partner.user.id });
    const match = expectContract(
      await matchesApi(p.partner, 'GET', `getMatchDetails?match_id=${matchOf(p, q).match.id}`),
      200,
      matchDto,
    );
    expect(match).toMatchObject({ status: 'scheduled', match_datetime: sent.proposed_time });
    // The other opponent's answer comes second and hears what happened.
    expectError(await proposals(q.anchor, 'PUT', 'respond', accept), 409, notPending('accepted'));
  });

  it("tells the partner whose acceptance lost that the pair accepted it, even once the match's row shows the time", async () => {
    const { league, p, q } = await twoPairs();
    const sent = expectContract(await propose(p.anchor, q.anchor, league.id), 201, proposalDto);
    const accept = { proposal_id: sent.id, response: 'accepted' };
    // The anchor's acceptance lands after the partner's request read the proposal as pending and before it reads
    // the match, which is by then scheduled: by this very proposal, not another way.
    const { result, interposed } = await interposeBeforeStatement(
      t.app.db,
      (text) => text.startsWith('select "matches".'),
      async () => expectContract(await proposals(q.anchor, 'PUT', 'respond', accept), 200, proposalDto),
      () => proposals(q.partner, 'PUT', 'respond', accept),
    );
    expect(interposed).toBe(true);
    expectError(result, 409, notPending('accepted'));
    expect(await storedProposal(sent.id)).toMatchObject({ status: 'accepted', answeredByUserId: q.anchor.user.id });
  });

  it('lets either partner of the receiving pair decline', async () => {
    const { league, p, q } = await twoPairs();
    const sent = expectContract(await propose(p.partner, q.anchor, league.id), 201, proposalDto);
    const declined = expectContract(
      await proposals(q.partner, 'PUT', 'reject', { proposal_id: sent.id }),
      200,
      proposalDto,
    );
    expect(declined.status).toBe('declined');
    expect(await storedProposal(sent.id)).toMatchObject({ status: 'declined', answeredByUserId: q.partner.user.id });
  });

  it('lets either partner of the proposing pair cancel it; the other pair, the outsider and strangers cannot', async () => {
    const { league, p, q, outsider, stranger } = await twoPairs();
    const sent = expectContract(await propose(p.anchor, q.anchor, league.id), 201, proposalDto);
    const cancel = (who: { cookie: string }) => proposals(who, 'DELETE', `cancel?proposal_id=${sent.id}`);
    expectError(await cancel(q.anchor), 403, ONLY_SENDER_PAIR);
    expectError(await cancel(q.partner), 403, ONLY_SENDER_PAIR);
    expectError(await cancel(outsider), 404, PROPOSAL_NOT_FOUND);
    expectError(await cancel(stranger), 404, PROPOSAL_NOT_FOUND);
    expect((await storedProposal(sent.id)).status).toBe('pending');
    // The proposer's partner withdraws it for the pair.
    expect(expectContract(await cancel(p.partner), 200, proposalDto)).toMatchObject({
      status: 'canceled',
      is_sent_by_user: true,
    });
    expect(await storedProposal(sent.id)).toMatchObject({ status: 'canceled', answeredByUserId: p.partner.user.id });
  });
});
