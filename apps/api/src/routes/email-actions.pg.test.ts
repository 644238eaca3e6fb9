import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { proposalDto } from '@courtside/shared/schemas/match-proposals';
import { matchEvents, matchProposals } from '../db/schema';
import { mintProposalAnswerTokens } from '../lib/one-tap-tokens';
import { signingKey } from '../lib/signed-token';
import { expectContract, expectError } from '../test/assertions';
import { leagueUnderWay } from '../test/match-fixtures';
import { injectAs } from '../test/test-app';
import { useTwoApps } from '../test/two-apps';
import { LINK_USED } from './email-action-messages';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes; a one-tap link tapped on both at the same moment acts once (ADR 070).

const apps = useTwoApps();

const perform = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/1.0/email-actions/perform', payload: { token } });

describe('a one-tap link on two server processes at once', () => {
  it('accepts once: one tap wins, every other hears the link was used', async () => {
    const { members, matchOf } = await leagueUnderWay(apps[0]!, { count: 2 });
    const [sender, recipient] = [members[0]!, members[1]!];
    const proposedTime = new Date(Date.now() + 48 * 3_600_000);
    const proposal = expectContract(
      await injectAs(apps[0]!, sender.cookie, {
        method: 'POST',
        url: '/api/1.0/match-proposals/post',
        payload: {
          opponent_player_id: recipient.player.id,
          proposed_time: proposedTime.toISOString(),
          league_id: matchOf(sender, recipient).match.leagueId,
        },
      }),
      201,
      proposalDto,
    );
    // Both processes sign with the one key stored in the database.
    expect(await signingKey(apps[1]!.db)).toEqual(await signingKey(apps[0]!.db));
    const tokens = mintProposalAnswerTokens(await signingKey(apps[0]!.db), {
      userId: recipient.user.id,
      proposalId: proposal.id,
      proposedTime,
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => perform(apps[i % 2]!, i % 3 === 0 ? tokens.decline : tokens.accept)),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners, responses.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) expectError(response, 409, LINK_USED);
    const [row] = await apps[0]!.db.select().from(matchProposals).where(eq(matchProposals.id, proposal.id));
    const answer = (winners[0]!.json() as { done: { action: string } }).done.action;
    expect(row!.status).toBe(answer === 'accept' ? 'accepted' : 'declined');
    const scheduled = await apps[0]!.db.select().from(matchEvents).where(eq(matchEvents.matchId, proposal.match_id));
    expect(scheduled.filter((event) => event.kind === 'scheduled')).toHaveLength(answer === 'accept' ? 1 : 0);
  });
});
