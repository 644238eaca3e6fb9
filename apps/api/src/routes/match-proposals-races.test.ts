import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import {
  acceptProposal,
  cancelProposal,
  declineProposal,
  insertProposal,
  type ProposalRow,
} from '../db/queries/match-proposals';
import { recordScore, scheduleMatch } from '../db/queries/match-play';
import { matchProposals } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { HOME_WINS, leagueUnderWay, storedMatch } from '../test/match-fixtures';
import { areaCaller, createTestApp, type TestApp } from '../test/test-app';

// The one-winner changes of a proposal (ADR 024), asked for by many callers at the same moment: one answer
// stands, every other caller hears why, and the proposal, its match and the match's trail agree. On PGlite
// the requests queue on one connection; on PostgreSQL (TEST_DATABASE_URL) they really overlap.

const CALLERS = 50;
const HOUR_MS = 60 * 60 * 1000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR_MS) + hours) * HOUR_MS);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = areaCaller(() => t.app, 'match-proposals');

/** Fires all requests before awaiting any, so they reach the server together. */
const together = <T>(count: number, request: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(index)));

const describeAll = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => `${r.statusCode} ${r.body}`).join('\n');

async function storedProposal(id: number) {
  const [row] = await t.app.db.select().from(matchProposals).where(eq(matchProposals.id, id));
  return row!;
}

/** Two players of a league under way, their match, and a pending proposal from the first to the second. */
async function proposalBetweenTwo() {
  const { members, matchOf } = await leagueUnderWay(t.app, { count: 2 });
  const [sender, recipient] = [members[0]!, members[1]!];
  const proposedTime = inHours(24);
  const response = await call(sender, 'POST', 'post', {
    opponent_player_id: recipient.player.id,
    proposed_time: proposedTime.toISOString(),
    league_id: matchOf(sender, recipient).match.leagueId,
  });
  const proposal = expectContract(response, 201, proposalDto);
  return { sender, recipient, proposal, proposedTime, matchId: proposal.match_id };
}

/** A second pending proposal for the same match, from the recipient back to the sender at another time. */
async function counterProposal({
  sender,
  recipient,
  proposal,
  matchId,
}: Awaited<ReturnType<typeof proposalBetweenTwo>>) {
  const [counter] = await t.app.db
    .insert(matchProposals)
    .values({
      matchId,
      leagueId: proposal.league_id,
      divisionId: proposal.division_id,
      proposerPlayerId: recipient.player.id,
      opponentPlayerId: sender.player.id,
      proposedTime: inHours(40),
    })
    .returning();
  return counter;
}

describe('many answers to one proposal over HTTP', () => {
  it(`${CALLERS} accepts at once: one 200, the rest 409, one scheduled match and one scheduled event`, async () => {
    const { recipient, proposal, proposedTime, matchId } = await proposalBetweenTwo();
    const responses = await together(CALLERS, () => call(recipient, 'PUT', 'accept', { proposal_id: proposal.id }));
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, describeAll(responses)).toHaveLength(1);
    expect(expectContract(winners[0]!, 200, proposalDto).status).toBe('accepted');
    const losers = responses.filter((r) => r.statusCode !== 200);
    expect(losers).toHaveLength(CALLERS - 1);
    for (const loser of losers) expectError(loser, 409, 'This proposal has already been accepted.');

    const { row, events } = await storedMatch(t.app, matchId);
    expect(row?.status).toBe('scheduled');
    expect(row?.matchDatetime?.toISOString()).toBe(proposedTime.toISOString());
    expect(events.map((e) => [e.kind, e.actorUserId])).toEqual([['scheduled', recipient.user.id]]);
    expect((await storedProposal(proposal.id)).status).toBe('accepted');
  });

  it('accepts, declines and the sender canceling at once: one stands, the rest hear which', async () => {
    const { sender, recipient, proposal, matchId } = await proposalBetweenTwo();
    const responses = await together(CALLERS, (i) =>
      i % 3 === 0
        ? call(recipient, 'PUT', 'respond', { proposal_id: proposal.id, response: 'accepted' })
        : i % 3 === 1
          ? call(recipient, 'PUT', 'reject', { proposal_id: proposal.id })
          : call(sender, 'DELETE', `cancel?proposal_id=${proposal.id}`),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners, describeAll(responses)).toHaveLength(1);
    const state = expectContract(winners[0]!, 200, proposalDto).status;
    for (const loser of responses.filter((r) => r.statusCode !== 200)) {
      expectError(loser, 409, `This proposal has already been ${state}.`);
    }
    expect((await storedProposal(proposal.id)).status).toBe(state);
    const { row, events } = await storedMatch(t.app, matchId);
    expect(row?.status).toBe(state === 'accepted' ? 'scheduled' : 'unscheduled');
    expect(events).toHaveLength(state === 'accepted' ? 1 : 0);
  });
});

// The handlers answer the common case early from what they read, so on PGlite (one connection) a loser of the
// HTTP races above is usually refused before it reaches its statement. Here the statements race directly, so
// the conditions in their WHERE clauses are what must pick the one winner, on either database.
describe('the conditional statements, called together', () => {
  const actor = { userId: null, isAdmin: false };
  const notBefore = () => new Date(Date.now() - 5 * 60 * 1000);

  it(`${CALLERS} acceptances of one proposal: one row back, one scheduled match, one event`, async () => {
    const { recipient, proposal, proposedTime, matchId } = await proposalBetweenTwo();
    const results = await together(CALLERS, () =>
      acceptProposal(t.app.db, {
        proposalId: proposal.id,
        recipientPlayerId: recipient.player.id,
        notBefore: notBefore(),
        actor,
      }),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const { row, events } = await storedMatch(t.app, matchId);
    expect(row?.matchDatetime?.toISOString()).toBe(proposedTime.toISOString());
    expect(events.map((e) => e.kind)).toEqual(['scheduled']);
  });

  // Each kind of answer goes first in one of the rounds, so a statement without its `status = 'pending'`
  // condition would overwrite an earlier winner and show up as a second one.
  for (const [round, order] of [
    ['accept first', ['accept', 'decline', 'cancel']],
    ['decline first', ['decline', 'cancel', 'accept']],
    ['cancel first', ['cancel', 'accept', 'decline']],
  ] as const) {
    it(`accept, decline and cancel together (${round}): exactly one answer stands`, async () => {
      const { sender, recipient, proposal, matchId } = await proposalBetweenTwo();
      const kinds = Array.from({ length: 30 }, (_, i) => order[i % 3]!);
      const results: (ProposalRow | undefined)[] = await Promise.all(
        kinds.map((kind) => {
          if (kind === 'accept') {
            return acceptProposal(t.app.db, {
              proposalId: proposal.id,
              recipientPlayerId: recipient.player.id,
              notBefore: notBefore(),
              actor,
            }).then((result) => result?.proposal);
          }
          if (kind === 'decline') {
            return declineProposal(t.app.db, { proposalId: proposal.id, recipientPlayerId: recipient.player.id });
          }
          return cancelProposal(t.app.db, { proposalId: proposal.id, proposerPlayerId: sender.player.id });
        }),
      );
      const winners = results.filter((row): row is ProposalRow => row !== undefined);
      expect(winners.map((row) => row.status)).toHaveLength(1);
      const stored = await storedProposal(proposal.id);
      expect(stored.status).toBe(winners[0]!.status);
      const { row, events } = await storedMatch(t.app, matchId);
      expect(row?.status).toBe(stored.status === 'accepted' ? 'scheduled' : 'unscheduled');
      expect(events).toHaveLength(stored.status === 'accepted' ? 1 : 0);
    });
  }

  // PGlite may run the three kinds in one fixed order however they are called, so every order is also
  // played out one after the other: the second statement must find the proposal answered and change nothing.
  for (const [first, second] of [
    ['accept', 'decline'],
    ['accept', 'cancel'],
    ['decline', 'accept'],
    ['decline', 'cancel'],
    ['cancel', 'accept'],
    ['cancel', 'decline'],
  ] as const) {
    it(`${second} after ${first}: the second statement changes nothing`, async () => {
      const { sender, recipient, proposal, matchId } = await proposalBetweenTwo();
      const run = async (kind: 'accept' | 'decline' | 'cancel') => {
        const ids = { proposalId: proposal.id };
        if (kind === 'accept') {
          const result = await acceptProposal(t.app.db, {
            ...ids,
            recipientPlayerId: recipient.player.id,
            notBefore: notBefore(),
            actor,
          });
          return result?.proposal;
        }
        if (kind === 'decline') return declineProposal(t.app.db, { ...ids, recipientPlayerId: recipient.player.id });
        return cancelProposal(t.app.db, { ...ids, proposerPlayerId: sender.player.id });
      };
      const answered = await run(first);
      expect(answered).toBeDefined();
      expect(await run(second)).toBeUndefined();
      const stored = await storedProposal(proposal.id);
      expect(stored).toEqual(answered);
      const { row, events } = await storedMatch(t.app, matchId);
      expect(row?.status).toBe(first === 'accept' ? 'scheduled' : 'unscheduled');
      expect(events).toHaveLength(first === 'accept' ? 1 : 0);
    });
  }

  it('an acceptance changes nothing once the match was scheduled or played another way, or the time passed', async () => {
    for (const change of ['schedule', 'score', 'time passed'] as const) {
      const { recipient, proposal, matchId } = await proposalBetweenTwo();
      if (change === 'schedule') await scheduleMatch(t.app.db, { matchId, matchDatetime: inHours(200), actor });
      else if (change === 'time passed') {
        await t.app.db
          .update(matchProposals)
          .set({ proposedTime: new Date(Date.now() - HOUR_MS) })
          .where(eq(matchProposals.id, proposal.id));
      } else {
        await recordScore(t.app.db, {
          matchId,
          status: 'normal',
          sets: HOME_WINS,
          submittedByPlayerId: null,
          confirmation: 'confirmed',
          actor,
        });
      }
      // Scheduling and scoring cancel the match's open proposals; put this one back to pending so the test
      // proves acceptProposal's own check on the match, which must hold whatever left a proposal open.
      await t.app.db
        .update(matchProposals)
        .set({ status: 'pending', respondedAt: null })
        .where(eq(matchProposals.id, proposal.id));
      const before = await storedMatch(t.app, matchId);
      const accepted = await acceptProposal(t.app.db, {
        proposalId: proposal.id,
        recipientPlayerId: recipient.player.id,
        notBefore: notBefore(),
        actor,
      });
      expect(accepted, change).toBeUndefined();
      expect(await storedMatch(t.app, matchId)).toEqual(before);
      expect((await storedProposal(proposal.id)).status).toBe('pending');
    }
  });

  it('two proposals for one match accepted at once: one schedules it, the other is canceled', async () => {
    const pair = await proposalBetweenTwo();
    const { sender, recipient, proposal, matchId } = pair;
    const counter = await counterProposal(pair);
    const results = await together(CALLERS, (i) =>
      i % 2 === 0
        ? acceptProposal(t.app.db, {
            proposalId: proposal.id,
            recipientPlayerId: recipient.player.id,
            notBefore: notBefore(),
            actor,
          })
        : acceptProposal(t.app.db, {
            proposalId: counter!.id,
            recipientPlayerId: sender.player.id,
            notBefore: notBefore(),
            actor,
          }),
    );
    const winners = results.filter((result) => result !== undefined);
    expect(winners).toHaveLength(1);
    const winnerId = winners[0]!.proposal.id;
    const statuses = [(await storedProposal(proposal.id)).status, (await storedProposal(counter!.id)).status];
    expect(statuses).toEqual(winnerId === proposal.id ? ['accepted', 'canceled'] : ['canceled', 'accepted']);
    const { row, events } = await storedMatch(t.app, matchId);
    expect(row?.matchDatetime?.toISOString()).toBe(winners[0]!.proposal.proposedTime.toISOString());
    expect(events.map((e) => e.kind)).toEqual(['scheduled']);
  });

  it('two proposals for one match accepted at once over HTTP: the loser hears the match was scheduled', async () => {
    const pair = await proposalBetweenTwo();
    const { sender, recipient, proposal, matchId } = pair;
    const counter = await counterProposal(pair);
    const responses = await Promise.all([
      call(recipient, 'PUT', 'accept', { proposal_id: proposal.id }),
      call(sender, 'PUT', 'accept', { proposal_id: counter!.id }),
    ]);
    expect(responses.map((r) => r.statusCode).sort(), describeAll(responses)).toEqual([200, 409]);
    expectError(
      responses.find((r) => r.statusCode === 409)!,
      409,
      'This match was scheduled meanwhile, so this proposal can no longer be accepted. Its time is on your ' +
        'matches page; reschedule the match to change it.',
    );
    const { events } = await storedMatch(t.app, matchId);
    expect(events.map((e) => e.kind)).toEqual(['scheduled']);
  });

  it('new proposals racing an acceptance: none is left pending on the scheduled match', async () => {
    const { sender, recipient, proposal, matchId } = await proposalBetweenTwo();
    const results = await together<object | undefined>(CALLERS, (i) =>
      i === CALLERS / 2
        ? acceptProposal(t.app.db, {
            proposalId: proposal.id,
            recipientPlayerId: recipient.player.id,
            notBefore: notBefore(),
            actor,
          })
        : insertProposal(t.app.db, {
            matchId,
            leagueId: proposal.league_id,
            divisionId: proposal.division_id,
            proposerPlayerId: sender.player.id,
            opponentPlayerId: recipient.player.id,
            proposedTime: inHours(100 + i),
            locationId: null,
          }),
    );
    expect(results[CALLERS / 2]).toBeDefined();
    const rows = await t.app.db
      .select()
      .from(matchProposals)
      .where(eq(matchProposals.matchId, matchId))
      .orderBy(asc(matchProposals.id));
    expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
    expect(rows.filter((row) => row.status === 'accepted').map((row) => row.id)).toEqual([proposal.id]);
    // Every insert that landed came before the acceptance (and was canceled by it); the rest were refused.
    const inserted = results.filter((result, i) => i !== CALLERS / 2 && result !== undefined);
    expect(rows).toHaveLength(1 + inserted.length);
    expect((await storedMatch(t.app, matchId)).events.map((e) => e.kind)).toEqual(['scheduled']);
  });
});
