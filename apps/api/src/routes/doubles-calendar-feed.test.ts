import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeedCreatedDto } from '@courtside/shared/schemas/calendar-feed';
import { matches } from '../db/schema';
import { expectContract } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { storedMatchBetween } from '../test/match-fixtures';
import { pairName, scoreBetween, startDoublesLeague, type PairMember, type TestPair } from '../test/doubles-fixtures';
import { parseCalendar } from '../test/parse-icalendar';

// A doubles partner's private calendar feed and Add to calendar (issue 37, ADR 078): the pair's matches, each
// told from the pair's side and naming both pairs.

const t = useAppWithAdmin();

async function feedOf(member: PairMember) {
  const created = expectContract(
    await member.request({ method: 'POST', url: '/api/1.0/calendar/feed', payload: {} }),
    201,
    calendarFeedCreatedDto,
  );
  const response = await t.app.inject({ method: 'GET', url: new URL(created.url).pathname });
  expect(response.statusCode).toBe(200);
  return parseCalendar(response.body).events;
}

describe('the calendar feed of a doubles partner', () => {
  it("lists the pair's timed matches from the pair's side, naming both pairs, and no one else's", async () => {
    const { divisions } = await startDoublesLeague(t.app, t.admin.cookie, { divisions: [3] });
    const [us, them, others] = divisions[0]!.pairs as [TestPair, TestPair, TestPair];
    const scheduled = await storedMatchBetween(t.app, us.anchor.player.id, them.anchor.player.id);
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: new Date('2026-11-24T18:00:00Z') })
      .where(eq(matches.id, scheduled.id));
    const played = await scoreBetween(t.app, others, us, 'confirmed');
    const notOurs = await storedMatchBetween(t.app, them.anchor.player.id, others.anchor.player.id);
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: new Date('2026-11-25T18:00:00Z') })
      .where(eq(matches.id, notOurs.id));

    for (const member of [us.partner, us.anchor]) {
      const events = await feedOf(member);
      expect(events.map((event) => event.uid)).toEqual([
        `match-${played.id}@courtside`,
        `match-${scheduled.id}@courtside`,
      ]);
      expect(events[1]!.summary).toBe(`Tennis: ${pairName(us)} vs ${pairName(them)}`);
      expect(events[0]!.summary).toBe(`Tennis: ${pairName(us)} vs ${pairName(others)}`);
      expect(events[0]!.description).toContain(`Result: ${pairName(others)} beat you 6-4, 6-3`);
    }
    // The opponents' partner sees the same match from their side.
    const theirs = await feedOf(them.partner);
    expect(theirs.find((event) => event.uid === `match-${scheduled.id}@courtside`)?.summary).toBe(
      `Tennis: ${pairName(them)} vs ${pairName(us)}`,
    );
  });

  it("lets a partner add one of the pair's matches, and no other, to their calendar", async () => {
    const { divisions } = await startDoublesLeague(t.app, t.admin.cookie, { divisions: [3] });
    const [us, them, others] = divisions[0]!.pairs as [TestPair, TestPair, TestPair];
    const ours = await storedMatchBetween(t.app, us.anchor.player.id, them.anchor.player.id);
    const notOurs = await storedMatchBetween(t.app, them.anchor.player.id, others.anchor.player.id);
    for (const match of [ours, notOurs]) {
      await t.app.db
        .update(matches)
        .set({ status: 'scheduled', matchDatetime: new Date('2026-11-24T18:00:00Z') })
        .where(eq(matches.id, match.id));
    }
    const file = await us.partner.request({ method: 'GET', url: `/api/1.0/calendar/match.ics?match_id=${ours.id}` });
    expect(file.statusCode).toBe(200);
    expect(parseCalendar(file.body).events[0]!.summary).toBe(`Tennis: ${pairName(us)} vs ${pairName(them)}`);
    const refused = await us.partner.request({
      method: 'GET',
      url: `/api/1.0/calendar/match.ics?match_id=${notOurs.id}`,
    });
    expect(refused.statusCode).toBe(404);
  });
});
