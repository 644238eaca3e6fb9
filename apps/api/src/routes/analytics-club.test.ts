import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '@courtside/shared/availability/index';
import { clubMetricsResponse } from '@courtside/shared/schemas/analytics';
import { availabilitySlots, divisionAssignments, matchEvents, matchProposals, matches } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, NOT_ADMIN_MESSAGE, expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { leagueUnderWay } from '../test/match-fixtures';
import { areaCaller } from '../test/test-app';

/**
 * A small league whose records sit at fixed moments around the weeks of 2 and 9 March 2026 in Chicago, which
 * moves to summer time on Sunday 8 March (UTC-6 before, UTC-5 after). Every expected figure below is counted
 * by hand from this list.
 */
const ZONE = 'America/Chicago';
const t = useAppWithAdmin({ settings: { clubTimeZone: ZONE } });
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const league = await leagueUnderWay(t.app, { count: 5 });
  const [a, b, c, d, e] = league.members;
  if (!a || !b || !c || !d || !e) throw new Error('five members expected');
  const base = { leagueId: league.league.id, divisionId: league.division.id };
  const proposal = (
    from: typeof a,
    to: typeof a,
    createdAt: string,
    status: 'accepted' | 'declined' | 'canceled',
    respondedAt: string,
  ) => ({
    ...base,
    matchId: league.matchOf(from, to).match.id,
    proposerPlayerId: from.player.id,
    opponentPlayerId: to.player.id,
    proposedTime: at('2026-03-20T18:00:00Z'),
    status,
    createdAt: at(createdAt),
    respondedAt: at(respondedAt),
  });
  await t.app.db.insert(matchProposals).values([
    // Sent on Sunday 1 March at 23:59 in Chicago: before the range. Bob's answer falls inside it.
    proposal(a, b, '2026-03-02T05:59:00Z', 'accepted', '2026-03-02T06:30:00Z'),
    // Week of 2 March: Bob sends, Cara accepts 12 hours later; Dee sends, Bob declines 24 hours later.
    proposal(b, c, '2026-03-02T15:00:00Z', 'accepted', '2026-03-03T03:00:00Z'),
    proposal(d, b, '2026-03-03T12:00:00Z', 'declined', '2026-03-04T12:00:00Z'),
    // Week of 9 March: Cara sends, Dee accepts 2 hours later; Bob sends one and takes it back (no answer).
    proposal(c, d, '2026-03-10T12:00:00Z', 'accepted', '2026-03-10T14:00:00Z'),
    proposal(b, d, '2026-03-11T12:00:00Z', 'canceled', '2026-03-11T13:00:00Z'),
  ]);
  await t.app.db.insert(availabilitySlots).values(
    [
      // Sunday 15 March, 23:59 in Chicago: the range's last minute.
      [c, '2026-03-16T04:59:00Z'],
      // Monday 16 March, 00:00 in Chicago: after the range.
      [d, '2026-03-16T05:00:00Z'],
    ].map(([member, createdAt]) => ({
      userId: (member as typeof a).user.id,
      leagueId: league.league.id,
      startTime: at('2026-03-20T18:00:00Z'),
      endTime: at('2026-03-20T20:00:00Z'),
      createdAt: at(createdAt as string),
    })),
  );

  const played = async (x: typeof a, y: typeof a, status: 'normal' | 'home_retired', matchDatetime: string | null) => {
    const id = league.matchOf(x, y).match.id;
    await t.app.db
      .update(matches)
      .set({ status, matchDatetime: matchDatetime === null ? null : at(matchDatetime), scoreConfirmation: 'confirmed' })
      .where(eq(matches.id, id));
    return id;
  };
  await played(a, b, 'normal', '2026-03-05T12:00:00Z');
  await played(c, d, 'normal', '2026-03-11T12:00:00Z');
  // Never scheduled: played when its score was first entered, by Alice late on Sunday 8 March in Chicago
  // (already Monday 9 March in UTC), so it is also Alice's one action, in the week of 2 March.
  const unscheduled = await played(b, c, 'home_retired', null);
  // Played after the range: Eve's first match does not count, and Alice's first stays the one of 5 March.
  await played(a, e, 'normal', '2026-03-16T06:00:00Z');
  await t.app.db.insert(matchEvents).values([
    {
      matchId: unscheduled,
      kind: 'score_submitted',
      actorUserId: a.user.id,
      actorIsAdmin: false,
      createdAt: at('2026-03-09T05:30:00Z'),
    },
    // An admin's ruling is not a player's activity.
    {
      matchId: unscheduled,
      kind: 'score_submitted',
      actorUserId: league.admin.user.id,
      actorIsAdmin: true,
      createdAt: at('2026-03-12T12:00:00Z'),
    },
  ]);
  const placedAt = async (member: typeof a, iso: string) =>
    t.app.db
      .update(divisionAssignments)
      .set({ assignedAt: at(iso) })
      .where(
        and(eq(divisionAssignments.playerId, member.player.id), eq(divisionAssignments.divisionId, base.divisionId)),
      );
  // Days to the first match: Alice 4 (5 March), Bob 8 (5 March), Cara 6 (7 March, the retirement's score),
  // Dee 2 (11 March), Eve after the range.
  await placedAt(a, '2026-03-01T12:00:00Z');
  await placedAt(b, '2026-02-25T12:00:00Z');
  await placedAt(c, '2026-03-01T12:00:00Z');
  await placedAt(d, '2026-03-09T12:00:00Z');
  await placedAt(e, '2026-03-01T12:00:00Z');
  // Cara's first match is the retirement, whose score came on 7 March at noon.
  await t.app.db
    .update(matchEvents)
    .set({ createdAt: at('2026-03-07T12:00:00Z') })
    .where(and(eq(matchEvents.matchId, unscheduled), eq(matchEvents.actorIsAdmin, false)));
});

const call = areaCaller(() => t.app, 'analytics');
const club = async (query: string) =>
  expectContract(await call(t.admin, 'GET', `club?${query}`), 200, clubMetricsResponse);

describe('GET analytics/club', () => {
  it('counts the club’s weeks, proposals and first matches in the club’s zone', async () => {
    expect(await club('start_date=2026-03-02&end_date=2026-03-15')).toEqual({
      start_date: '2026-03-02',
      end_date: '2026-03-15',
      time_zone: ZONE,
      active_players_by_week: [
        // Alice (her score on Sunday night), Bob, Cara and Dee.
        { week_start: '2026-03-02', active_players: 4 },
        // Bob, Cara and Dee; not Dee's slot of Monday 16 March, nor the admin's ruling.
        { week_start: '2026-03-09', active_players: 3 },
      ],
      proposals_sent: 4,
      proposals_accepted: 2,
      acceptance_rate: 0.5,
      // Answers after 12, 24 and 2 hours; the withdrawn one had none.
      answered_proposals: 3,
      median_hours_to_answer: 12,
      // 2, 4, 6 and 8 days.
      first_matches: 4,
      median_days_to_first_match: 5,
    });
  });

  it('lists a quiet week as 0 and has no medians without answers or first matches', async () => {
    expect(await club('start_date=2026-04-01&end_date=2026-04-08')).toMatchObject({
      active_players_by_week: [
        { week_start: '2026-03-30', active_players: 0 },
        { week_start: '2026-04-06', active_players: 0 },
      ],
      proposals_sent: 0,
      proposals_accepted: 0,
      acceptance_rate: null,
      answered_proposals: 0,
      median_hours_to_answer: null,
      first_matches: 0,
      median_days_to_first_match: null,
    });
  });

  it('takes the days that end on a given day, and the 30 that end today in the club’s zone by default', async () => {
    expect(await club('end_date=2026-03-15&days=14')).toMatchObject({
      start_date: '2026-03-02',
      end_date: '2026-03-15',
      proposals_sent: 4,
    });
    const before = localDateOf(Date.now(), ZONE);
    const answer = await club('');
    expect([before, localDateOf(Date.now(), ZONE)]).toContain(answer.end_date);
    const start = new Date(`${answer.end_date}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 29);
    expect(answer.start_date).toBe(start.toISOString().slice(0, 10));
  });

  it('refuses bad ranges and anyone but an admin', async () => {
    expectError(await call(t.admin, 'GET', 'club?days=0'), 400, 'days must be at least 1.');
    expectError(
      await call(t.admin, 'GET', 'club?start_date=2026-03-10&end_date=2026-03-01'),
      400,
      'start_date must not be after end_date.',
    );
    expectError(await call(undefined, 'GET', 'club'), 401, UNAUTHORIZED_MESSAGE);
    const league = await leagueUnderWay(t.app, { count: 2 });
    expectError(await call(league.members[0], 'GET', 'club'), 403, NOT_ADMIN_MESSAGE);
  });
});
