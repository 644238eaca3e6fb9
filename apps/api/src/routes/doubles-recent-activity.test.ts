import { describe, expect, it } from 'vitest';
import { recentActivityResponse } from '@courtside/shared/schemas/recent-activity';
import { expectContract } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { pairName, scoreBetween, startDoublesLeague, type PairMember, type TestPair } from '../test/doubles-fixtures';

// A doubles partner's Recent Activity (issue 37, ADR 078): their pair's news, as the anchor reads it, naming pairs.

const t = useAppWithAdmin();
const activityOf = async (member: PairMember) =>
  expectContract(
    await member.request({ method: 'GET', url: '/api/1.0/leagues/recentActivity' }),
    200,
    recentActivityResponse,
  );

describe('recent activity in a doubles league', () => {
  it("tells a partner of their pair's results and placement, naming both pairs, from the pair's side", async () => {
    const { divisions } = await startDoublesLeague(t.app, t.admin.cookie, { divisions: [3, 2] });
    const [us, them, others] = divisions[0]!.pairs as [TestPair, TestPair, TestPair];
    const elsewhere = divisions[1]!.pairs as [TestPair, TestPair];
    const ours = await scoreBetween(t.app, them, us, 'disputed');
    await scoreBetween(t.app, elsewhere[0], elsewhere[1], 'confirmed');

    const fromPartner = await activityOf(us.partner);
    const fromAnchor = await activityOf(us.anchor);
    expect(fromPartner).toEqual(fromAnchor);
    const result = fromPartner.find((item) => item.match_id === ours.id);
    const usHome = ours.homePlayerId === us.anchor.player.id;
    expect(result).toMatchObject({
      kind: 'result_disputed',
      home_name: pairName(usHome ? us : them),
      away_name: pairName(usHome ? them : us),
      my_side: usHome ? 'home' : 'away',
    });
    expect(fromPartner.map((item) => item.kind)).toContain('placed_in_division');
    // Another division's match is not the pair's news, and a dispute is only the two pairs': the third pair's
    // partner reads the score as entered.
    expect(fromPartner.some((item) => item.home_name?.includes(pairName(elsewhere[0])))).toBe(false);
    const fromOthers = (await activityOf(others.partner)).find((item) => item.match_id === ours.id);
    expect(fromOthers).toMatchObject({ kind: 'result_entered', my_side: null });
  });
});
