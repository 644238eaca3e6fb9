import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { matchDto } from '@courtside/shared/schemas/matches';
import { matchEvents, matchProposals, matches } from '../db/schema';
import { expectContract, expectError } from '../test/assertions';
import { doublesLeagueUnderWay } from '../test/doubles-fixtures';
import { HOME_WINS } from '../test/match-fixtures';
import { injectAs, type ApiMethod } from '../test/test-app';
import { useTwoApps } from '../test/two-apps';
import { confirmationRefusal } from './match-messages';
import { ALREADY_PROPOSED, notPending } from './proposal-messages';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand for
// two server processes. Both players of a pair acting at the same moment for their pair (ADR 078): one wins, the
// other hears why, and the rows agree.

const apps = useTwoApps();

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR).toISOString();

/** A request to `/api/1.0/{path}` on the app of process `index`. */
const on = (index: number, who: { cookie: string }, method: ApiMethod, path: string, payload?: object) =>
  injectAs(apps[index]!, who.cookie, {
    method,
    url: `/api/1.0/${path}`,
    ...(payload === undefined ? {} : { payload }),
  });

const describeAll = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => `${r.statusCode} ${r.body}`).join('\n');

const db = () => (apps[0] as FastifyInstance).db;

describe('both players of a pair acting at once, on two processes', () => {
  it('both opponents answering one proposal: one answer stands, one match scheduled', async () => {
    for (const answers of [
      ['accepted', 'accepted'],
      ['accepted', 'declined'],
    ] as const) {
      const { league, pairs } = await doublesLeagueUnderWay(apps[0]!);
      const [p, q] = [pairs[0]!, pairs[1]!];
      const proposal = expectContract(
        await on(0, p.anchor, 'POST', 'match-proposals/post', {
          opponent_player_id: q.anchor.player.id,
          proposed_time: inHours(30),
          league_id: league.id,
        }),
        201,
        proposalDto,
      );
      const responses = await Promise.all([
        on(0, q.anchor, 'PUT', 'match-proposals/respond', { proposal_id: proposal.id, response: answers[0] }),
        on(1, q.partner, 'PUT', 'match-proposals/respond', { proposal_id: proposal.id, response: answers[1] }),
      ]);
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners, describeAll(responses)).toHaveLength(1);
      const won = expectContract(winners[0]!, 200, proposalDto).status;
      const loser = responses.find((r) => r.statusCode !== 200)!;
      expectError(loser, 409, notPending(won));
      const [row] = await db().select().from(matchProposals).where(eq(matchProposals.id, proposal.id));
      expect(row!.status).toBe(won);
      const scheduled = await db()
        .select()
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, proposal.match_id), eq(matchEvents.kind, 'scheduled')));
      expect(scheduled).toHaveLength(won === 'accepted' ? 1 : 0);
      const [match] = await db().select().from(matches).where(eq(matches.id, proposal.match_id));
      expect(match!.status).toBe(won === 'accepted' ? 'scheduled' : 'unscheduled');
    }
  });

  it('both opponents answering a score: one confirmation or dispute stands', async () => {
    const { pairs, matchOf } = await doublesLeagueUnderWay(apps[0]!, { pairs: [3] });
    const rounds = [
      [pairs[0]!, pairs[1]!, 'confirmScore', 'confirmScore'],
      [pairs[0]!, pairs[2]!, 'confirmScore', 'disputeScore'],
      [pairs[1]!, pairs[2]!, 'disputeScore', 'disputeScore'],
    ] as const;
    for (const [a, b, first, second] of rounds) {
      const { match, home, away } = matchOf(a, b);
      expectContract(
        await on(0, home.partner, 'POST', `matches/submitScores?matchId=${match.id}`, {
          sets: HOME_WINS,
          status: 'normal',
        }),
        200,
        matchDto,
      );
      const body = { match_id: match.id, reason: 'The second set was 7-5.' };
      const responses = await Promise.all([
        on(0, away.anchor, 'POST', `matches/${first}`, body),
        on(1, away.partner, 'POST', `matches/${second}`, body),
      ]);
      const winners = responses.filter((r) => r.statusCode === 200);
      expect(winners, describeAll(responses)).toHaveLength(1);
      const state = expectContract(winners[0]!, 200, matchDto).score_confirmation!;
      const answer = responses[0] === winners[0] ? first : second;
      expect(state).toBe(answer === 'confirmScore' ? 'confirmed' : 'disputed');
      const loser = responses.find((r) => r.statusCode !== 200)!;
      const loserAnswer = responses[0] === loser ? first : second;
      expectError(loser, 409, confirmationRefusal(state, loserAnswer === 'confirmScore' ? 'confirm' : 'dispute'));
      const answers = await db().select().from(matchEvents).where(eq(matchEvents.matchId, match.id));
      expect(answers.filter((e) => e.kind === 'score_confirmed' || e.kind === 'score_disputed')).toHaveLength(1);
      const [row] = await db().select().from(matches).where(eq(matches.id, match.id));
      expect(row!.scoreConfirmation).toBe(state);
    }
  });

  it('both partners proposing the same time: one proposal, the other hears the pair proposed it', async () => {
    const { league, pairs } = await doublesLeagueUnderWay(apps[0]!);
    const [p, q] = [pairs[0]!, pairs[1]!];
    const body = { opponent_player_id: q.partner.player.id, proposed_time: inHours(50), league_id: league.id };
    const responses = await Promise.all([
      on(0, p.anchor, 'POST', 'match-proposals/post', body),
      on(1, p.partner, 'POST', 'match-proposals/post', body),
    ]);
    const made = responses.filter((r) => r.statusCode === 201);
    expect(made, describeAll(responses)).toHaveLength(1);
    expectContract(made[0]!, 201, proposalDto);
    expectError(
      responses.find((r) => r.statusCode !== 201)!,
      409,
      ALREADY_PROPOSED,
    );
    const rows = await db().select().from(matchProposals).where(eq(matchProposals.leagueId, league.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ proposerPlayerId: p.anchor.player.id, opponentPlayerId: q.anchor.player.id });
  });
});
