import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecurrenceRule } from '@courtside/shared/availability/recurrence-rule';
import { todayUtc } from '@courtside/shared/players/age';
import { availabilitySlotInput, overlapsResponse } from '@courtside/shared/schemas/availability';
import { myMatchesResponse, matchHistoryResponse } from '@courtside/shared/schemas/matches';
import { isProfileIncomplete } from '@courtside/shared/schemas/players';
import { RECENT_ACTIVITY_SHOWN, recentActivityResponse } from '@courtside/shared/schemas/recent-activity';
import { standingsResponse } from '@courtside/shared/schemas/standings';
import { validateScore } from '@courtside/shared/tennis/score-validation';
import type { SetScore } from '@courtside/shared/tennis/types';
import { listDivisionsOfLeague, listPlacements } from '../db/queries/divisions';
import { listInviteCodesWithUses } from '../db/queries/invite-codes';
import { findLeagueByName } from '../db/queries/leagues';
import { listLocations } from '../db/queries/locations';
import { listMatchEvents } from '../db/queries/match-events';
import { listProposalsOfUser } from '../db/queries/match-proposals';
import { needsAttentionResponse } from '@courtside/shared/schemas/needs-attention';
import { seasonViewResponse } from '@courtside/shared/schemas/season';
import { scheduleMatch } from '../db/queries/match-play';
import { listAllPlayers } from '../db/queries/players';
import { listRegions } from '../db/queries/regions';
import { countRegistrations } from '../db/queries/registrations';
import { proposalFigures } from '../db/queries/club-metrics';
import { findUserByEmail, listActiveUsers } from '../db/queries/users';
import { seedDemoClub } from '../db/queries/demo-seed';
import {
  availabilitySlots,
  matchEvents,
  matchProposals,
  matchSetScores,
  matches,
  players as playersTable,
} from '../db/schema';
import { expectContract } from '../test/assertions';
import { hashPassword } from '../lib/passwords';
import { createTestApp, injectAs, signIn, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, demoClubFor, demoInviteCodes, demoLeagues, demoPlayers, demoStaff } from './demo-club';
import { DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER, DEMO_TIME_ZONE, DISPUTE_REASON } from './demo-season';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TODAY = '2026-05-01';
const club = async () => demoClubFor(TODAY, { passwordHash: await hashPassword(DEMO_PASSWORD) });

async function league(name: string) {
  const row = await findLeagueByName(t.app.db, name);
  if (!row) throw new Error(`no league ${name}`);
  return row;
}

describe('demo club seed', () => {
  it('creates an owner, an admin, 30 players with complete profiles and invite codes, once', async () => {
    expect(await seedDemoClub(t.app.db, await club())).toBe('seeded');
    expect(await seedDemoClub(t.app.db, await club())).toBe('already-seeded');

    const users = await listActiveUsers(t.app.db);
    expect(users.map((u) => u.userType).sort()).toEqual(['admin', 'owner', ...Array(30).fill('player')].sort());
    const players = await listAllPlayers(t.app.db);
    expect(
      players.filter((p) => !isProfileIncomplete({ ...p, first_name: p.firstName, last_name: p.lastName })),
    ).toHaveLength(30);
    expect(new Set(players.map((p) => p.userId)).size).toBe(32);
    expect((await listInviteCodesWithUses(t.app.db)).map((c) => c.code)).toEqual(demoInviteCodes.map((c) => c.code));
  });

  it('gives every demo person a distinct email and the documented password', async () => {
    const emails = demoPlayers().map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    await expect(signIn(t.app, demoStaff[0]!.email, DEMO_PASSWORD)).resolves.toMatch(/^courtside_session=/);
  });

  it('has two regions, three locations and a league in each status worth showing', async () => {
    expect(await listRegions(t.app.db)).toHaveLength(2);
    expect(await listLocations(t.app.db)).toHaveLength(3);
    const statuses = await Promise.all(demoLeagues(TODAY).map(async (l) => (await league(l.name)).leagueStatus));
    expect(statuses).toEqual(['active', 'pending_start', 'registration_open', 'draft']);
  });

  it('lets players register while registration is open', async () => {
    const open = await league('Shelbyville Fall Social');
    expect(await countRegistrations(t.app.db, open.id)).toBe(9);
    expect(await listPlacements(t.app.db, open.id)).toEqual([]);
  });

  it('publishes every player of the pending league into a division, with no matches yet', async () => {
    const pending = await league('Summer Evening League');
    expect(await listPlacements(t.app.db, pending.id)).toHaveLength(await countRegistrations(t.app.db, pending.id));
    expect(await t.app.db.select().from(matches).where(eq(matches.leagueId, pending.id))).toEqual([]);
  });

  it('gives the active league three divisions of 6 to 10 players and every round-robin match', async () => {
    const active = await league('Springfield Singles Ladder');
    const divisions = await listDivisionsOfLeague(t.app.db, active.id);
    expect(divisions).toHaveLength(3);
    const placements = await listPlacements(t.app.db, active.id);
    const rows = await t.app.db.select().from(matches).where(eq(matches.leagueId, active.id));
    for (const division of divisions) {
      const members = placements.filter((p) => p.divisionId === division.id).map((p) => p.playerId);
      expect(members.length).toBeGreaterThanOrEqual(6);
      expect(members.length).toBeLessThanOrEqual(10);
      const own = rows.filter((m) => m.divisionId === division.id);
      expect(own).toHaveLength((members.length * (members.length - 1)) / 2);
      for (const id of members) {
        const home = own.filter((m) => m.homePlayerId === id).length;
        const away = own.filter((m) => m.awayPlayerId === id).length;
        expect(home + away).toBe(members.length - 1);
        expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('dates the active league around today: registration over, play under way', () => {
    const active = demoLeagues(TODAY)[0]!;
    expect(active.registrationEnd < TODAY && active.playStart < TODAY && TODAY < active.playEnd).toBe(true);
  });
});

const ACTIVE = 'Springfield Singles Ladder';
const DAY = 86_400_000;
const startOfToday = Date.parse(`${TODAY}T00:00:00Z`);
const OUTCOMES = ['normal', 'home_retired', 'away_retired'];

/** The active league's matches with their sets, as stored. */
async function activeMatches(db: TestApp['app']['db']) {
  const league = await findLeagueByName(db, ACTIVE);
  const rows = await db.select().from(matches).where(eq(matches.leagueId, league!.id)).orderBy(asc(matches.id));
  const setRows = await db
    .select()
    .from(matchSetScores)
    .where(
      inArray(
        matchSetScores.matchId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(matchSetScores.matchId), asc(matchSetScores.setNumber));
  const setsOf = (id: number): SetScore[] =>
    setRows
      .filter((set) => set.matchId === id)
      .map((set) => ({ set_number: set.setNumber, home_games: set.homeGames, away_games: set.awayGames }));
  return { league: league!, rows: rows.map((row) => ({ ...row, sets: setsOf(row.id) })) };
}

async function userIdOfPlayer(playerId: number | null) {
  const [row] = await t.app.db.select().from(playersTable).where(eq(playersTable.id, playerId!));
  return row!.userId;
}

const has = (sets: SetScore[], home: number, away: number) =>
  sets.some((set) => set.home_games === home && set.away_games === away);

describe('the half season of the league under way', () => {
  it('completes about half of the matches, in the past at a demo court, with every outcome and valid scores', async () => {
    const { rows } = await activeMatches(t.app.db);
    const completed = rows.filter((m) => OUTCOMES.includes(m.status));
    expect(completed.length / rows.length).toBeGreaterThan(0.45);
    expect(completed.length / rows.length).toBeLessThan(0.55);
    for (const match of completed) {
      expect(match.matchDatetime!.getTime()).toBeLessThan(startOfToday - DAY);
      expect(match.matchDatetime!.getTime()).toBeGreaterThan(Date.parse(demoLeagues(TODAY)[0]!.playStart));
      expect(match.locationId).not.toBeNull();
      expect([match.homePlayerId, match.awayPlayerId]).toContain(match.submittedByPlayerId);
      // The league under way plays a match tiebreak instead of a third set (ADR 071).
      const check = validateScore({ status: match.status, sets: match.sets }, 'match_tiebreak');
      expect(check.errors).toEqual([]);
      expect(check.sets).toEqual(match.sets);
    }
    const normal = completed.filter((m) => m.status === 'normal');
    expect(normal.some((m) => m.sets.length === 2)).toBe(true);
    expect(normal.some((m) => m.sets.length === 3)).toBe(true);
    expect(
      normal.some((m) => m.sets.length === 3 && Math.max(m.sets[2]!.home_games, m.sets[2]!.away_games) === 10),
    ).toBe(true);
    expect(normal.some((m) => has(m.sets, 7, 6) || has(m.sets, 6, 7))).toBe(true);
    expect(completed.some((m) => m.status === 'home_retired' && m.sets.length > 0)).toBe(true);
    expect(completed.some((m) => m.status === 'away_retired' && m.sets.length === 0)).toBe(true);
  });

  it('has most scores confirmed, a couple pending, one disputed and one resolved', async () => {
    const { rows } = await activeMatches(t.app.db);
    const completed = rows.filter((m) => OUTCOMES.includes(m.status));
    const states = completed.map((m) => m.scoreConfirmation);
    expect(states.filter((s) => s === 'confirmed').length / completed.length).toBeGreaterThan(0.9);
    expect(states.filter((s) => s === 'pending')).toHaveLength(2);
    expect(states.filter((s) => s === 'disputed')).toHaveLength(1);
    expect(states.filter((s) => s === 'resolved')).toHaveLength(1);
    expect(rows.filter((m) => !OUTCOMES.includes(m.status)).every((m) => m.scoreConfirmation === null)).toBe(true);
  });

  it('writes each audit trail as the people did it, in order and before today', async () => {
    const { rows } = await activeMatches(t.app.db);
    const admin = await findUserByEmail(t.app.db, demoStaff[1]!.email);
    for (const match of rows.filter((m) => OUTCOMES.includes(m.status))) {
      const events = (await listMatchEvents(t.app.db, match.id)).map((e) => e.event);
      const submitter = await userIdOfPlayer(match.submittedByPlayerId);
      const players = [await userIdOfPlayer(match.homePlayerId), await userIdOfPlayer(match.awayPlayerId)];
      const opponent = players.find((id) => id !== submitter);
      expect(events[0]!.kind).toBe('scheduled');
      expect(players).toContain(events[0]!.actorUserId);
      expect(events[1]).toMatchObject({ kind: 'score_submitted', actorUserId: submitter, actorIsAdmin: false });
      const answers = events.slice(2).map((e) => [e.kind, e.actorUserId, e.actorIsAdmin]);
      const expected = {
        pending: [],
        confirmed: [['score_confirmed', opponent, false]],
        disputed: [['score_disputed', opponent, false]],
        resolved: [
          ['score_disputed', opponent, false],
          ['dispute_resolved', admin!.id, true],
        ],
      }[match.scoreConfirmation!];
      expect(answers).toEqual(expected);
      const times = events.map((e) => e.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)).toBeLessThan(startOfToday);
    }
  });

  it('books about a quarter of the matches in the coming two weeks, one with no court yet, and leaves the rest open', async () => {
    const { rows } = await activeMatches(t.app.db);
    const booked = rows.filter((m) => m.status === 'scheduled');
    expect(booked.length / rows.length).toBeGreaterThan(0.2);
    expect(booked.length / rows.length).toBeLessThan(0.3);
    for (const match of booked) {
      expect(match.matchDatetime!.getTime()).toBeGreaterThan(startOfToday + DAY);
      expect(match.matchDatetime!.getTime()).toBeLessThan(startOfToday + 15 * DAY);
    }
    expect(booked.filter((m) => m.locationId === null)).toHaveLength(1);
    const open = rows.filter((m) => m.status === 'unscheduled');
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((m) => m.matchDatetime === null && m.locationId === null)).toBe(true);
  });

  it('shows a rescheduled match in its history as scheduled, then rescheduled', async () => {
    const { rows } = await activeMatches(t.app.db);
    const admin = await signIn(t.app, demoStaff[1]!.email, DEMO_PASSWORD);
    const rescheduled = [];
    for (const match of rows.filter((m) => m.status === 'scheduled')) {
      const history = expectContract(
        await injectAs(t.app, admin, { method: 'GET', url: `/api/1.0/matches/history?match_id=${match.id}` }),
        200,
        matchHistoryResponse,
      );
      if (history.length > 1) rescheduled.push(history);
    }
    expect(rescheduled).toHaveLength(1);
    const [first, second] = rescheduled[0]!;
    expect([first!.kind, second!.kind]).toEqual(['scheduled', 'rescheduled']);
    expect(first!.match_datetime).not.toBe(second!.match_datetime);
    expect(Date.parse(first!.created_at)).toBeLessThan(Date.parse(second!.created_at));
  });

  it('gives the README player played, booked and open matches and a score waiting for his answer', async () => {
    const me = demoPlayers()[DEMO_EVERY_STATE_PLAYER]!;
    const cookie = await signIn(t.app, me.email, DEMO_PASSWORD);
    const mine = expectContract(
      await injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/matches/mine' }),
      200,
      myMatchesResponse,
    ).filter((m) => m.league_name === ACTIVE);
    const myId = mine[0]!.my_player_id;
    expect(mine.filter((m) => OUTCOMES.includes(m.status)).length).toBeGreaterThanOrEqual(3);
    expect(mine.filter((m) => m.status === 'scheduled').length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((m) => m.status === 'unscheduled').length).toBeGreaterThanOrEqual(1);
    const waiting = mine.filter((m) => m.score_confirmation === 'pending');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.submitted_by_player_id).not.toBe(myId);
    expect([waiting[0]!.home_player_id, waiting[0]!.away_player_id]).toContain(waiting[0]!.submitted_by_player_id);
  });

  it("fills the README player's Recent Activity with his division's latest play, newest first", async () => {
    const me = demoPlayers()[DEMO_EVERY_STATE_PLAYER]!;
    const cookie = await signIn(t.app, me.email, DEMO_PASSWORD);
    const activity = expectContract(
      await injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/leagues/recentActivity' }),
      200,
      recentActivityResponse,
    );
    expect(activity).toHaveLength(RECENT_ACTIVITY_SHOWN);
    const times = activity.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Results and schedules of his division, some of them his own, all dated within the season played so far.
    const ofMatches = activity.filter((item) => item.match_id !== null);
    expect(ofMatches.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ofMatches.map((item) => item.league_name))).toEqual(new Set([ACTIVE]));
    expect(ofMatches.some((item) => item.my_side !== null)).toBe(true);
    expect(ofMatches.some((item) => item.kind.startsWith('result_') && item.winner !== null)).toBe(true);
    expect(ofMatches.some((item) => item.my_side === null)).toBe(true);
    // The league whose divisions were published three days ago is news, told then rather than at seed time.
    const summer = activity.filter((item) => item.league_name === 'Summer Evening League');
    expect(summer.map((item) => item.kind)).toContain('placed_in_division');
    expect(summer.every((item) => item.at.startsWith('2026-04-28'))).toBe(true);
  });

  it('has the other README player dispute a score, with her reason in the history', async () => {
    const her = demoPlayers()[DEMO_DISPUTING_PLAYER]!;
    const cookie = await signIn(t.app, her.email, DEMO_PASSWORD);
    const mine = expectContract(
      await injectAs(t.app, cookie, { method: 'GET', url: '/api/1.0/matches/mine' }),
      200,
      myMatchesResponse,
    );
    const disputed = mine.filter((m) => m.score_confirmation === 'disputed');
    expect(disputed).toHaveLength(1);
    const history = expectContract(
      await injectAs(t.app, cookie, { method: 'GET', url: `/api/1.0/matches/history?match_id=${disputed[0]!.id}` }),
      200,
      matchHistoryResponse,
    );
    expect(history.at(-1)).toMatchObject({ kind: 'score_disputed', reason: DISPUTE_REASON });
    expect(history.at(-1)!.actor_name).toBe(`${her.firstname} ${her.lastname}`);
    expect(mine.filter((m) => m.status === 'scheduled' && m.location_id === null)).toHaveLength(1);
  });

  it('gives standings with a row per played player and as many wins as losses', async () => {
    const { league, rows } = await activeMatches(t.app.db);
    const admin = await signIn(t.app, demoStaff[1]!.email, DEMO_PASSWORD);
    const standings = expectContract(
      await injectAs(t.app, admin, { method: 'GET', url: `/api/1.0/leagues/standings?league_id=${league.id}` }),
      200,
      standingsResponse,
    );
    const overall = standings.standings.overall;
    expect(overall).toHaveLength(28);
    const wins = overall.reduce((sum, row) => sum + row.wins, 0);
    const losses = overall.reduce((sum, row) => sum + row.losses, 0);
    expect(wins).toBe(losses);
    expect(wins).toBe(rows.filter((m) => OUTCOMES.includes(m.status)).length);
    expect(overall.every((row) => row.matches_played > 0)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await activeMatches(t.app.db);
    const [events] = await t.app.db.select({ n: count() }).from(matchEvents);
    expect(await seedDemoClub(t.app.db, await club())).toBe('already-seeded');
    expect(await activeMatches(t.app.db)).toEqual(before);
    expect(await t.app.db.select({ n: count() }).from(matchEvents)).toEqual([events]);
  });
});

describe('a demo club seeded before the season existed', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
    await seedDemoClub(fresh.app.db, await club());
  });
  afterAll(() => fresh.close());

  /**
   * Takes the active league back to the state a seed without the season left it in; with `week`, without the
   * week either (otherwise its availability stays, as someone's would, and the next run leaves it alone).
   */
  async function unplay(week = false) {
    const { league, rows } = await activeMatches(fresh.app.db);
    const ids = rows.map((row) => row.id);
    await fresh.app.db.delete(matchProposals).where(eq(matchProposals.leagueId, league.id));
    if (week) await fresh.app.db.delete(availabilitySlots).where(eq(availabilitySlots.leagueId, league.id));
    await fresh.app.db.delete(matchEvents).where(inArray(matchEvents.matchId, ids));
    await fresh.app.db.delete(matchSetScores).where(inArray(matchSetScores.matchId, ids));
    await fresh.app.db
      .update(matches)
      .set({
        status: 'unscheduled',
        matchDatetime: null,
        locationId: null,
        submittedByPlayerId: null,
        scoreConfirmation: null,
      })
      .where(inArray(matches.id, ids));
    return rows;
  }

  it('gets the season on the next run, unless someone has arranged a match since', async () => {
    const played = await unplay();
    const handBooked = played[0]!.id;
    const when = new Date(startOfToday + 3 * DAY);
    expect(
      await scheduleMatch(fresh.app.db, {
        matchId: handBooked,
        matchDatetime: when,
        actor: { userId: null, isAdmin: true },
      }),
    ).toBeDefined();
    expect(await seedDemoClub(fresh.app.db, await club())).toBe('already-seeded');
    expect((await activeMatches(fresh.app.db)).rows.filter((m) => m.status !== 'unscheduled').map((m) => m.id)).toEqual(
      [handBooked],
    );

    await unplay(true);
    expect(await seedDemoClub(fresh.app.db, await club())).toBe('seeded');
    const replayed = await activeMatches(fresh.app.db);
    const strip = (rows: typeof played) => rows.map(({ createdAt: _, ...row }) => row);
    expect(strip(replayed.rows)).toEqual(strip(played));
  });
});

describe('the coming week of the league under way, seeded today', () => {
  // Overlaps and proposals are read from the real clock, so this club is seeded on the real today.
  const today = todayUtc();
  const clubToday = async () => ({ ...(await club()), leagues: demoLeagues(today), today });
  const weekEnd = Date.parse(`${today}T00:00:00Z`) + 9 * DAY;
  let week: TestApp;
  beforeAll(async () => {
    week = await createTestApp();
    expect(await seedDemoClub(week.app.db, await clubToday())).toBe('seeded');
  });
  afterAll(() => week.close());

  async function activeLeague() {
    const row = await findLeagueByName(week.app.db, ACTIVE);
    return row!;
  }
  const playerIdOf = async (email: string) => {
    const user = await findUserByEmail(week.app.db, email);
    const [player] = await week.app.db.select().from(playersTable).where(eq(playersTable.userId, user!.id));
    return { userId: user!.id, playerId: player!.id };
  };

  it('gives every player weekly evenings or weekend mornings in Springfield until play ends, and a few one-offs', async () => {
    const league = await activeLeague();
    const slots = await week.app.db.select().from(availabilitySlots).where(eq(availabilitySlots.leagueId, league.id));
    const placements = await listPlacements(week.app.db, league.id);
    const owners = new Set(slots.map((slot) => slot.userId));
    for (const placement of placements) {
      const [player] = await week.app.db.select().from(playersTable).where(eq(playersTable.id, placement.playerId));
      expect(owners.has(player!.userId)).toBe(true);
      const own = slots.filter((slot) => slot.userId === player!.userId && slot.isRecurring);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(2);
      expect(own.every((slot) => slot.divisionId === placement.divisionId)).toBe(true);
    }
    const chicago = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const until = league.playEnd.replaceAll('-', '');
    for (const slot of slots) {
      expect(slot.timeZone).toBe('America/Chicago');
      expect(slot.startTime.getTime()).toBeGreaterThan(Date.now());
      expect(slot.startTime.getTime()).toBeLessThan(weekEnd);
      if (!slot.isRecurring) continue;
      const parsed = parseRecurrenceRule(slot.recurrenceRule);
      expect(parsed.ok).toBe(true);
      expect(slot.recurrenceRule).toMatch(new RegExp(`^FREQ=WEEKLY;BYDAY=[A-Z,]+;UNTIL=${until}$`));
      const [day, time] = chicago.format(slot.startTime).split(' ');
      const [, endTime] = chicago.format(slot.endTime).split(' ');
      expect(['Sat 09:00-12:00', 'Sun 09:00-12:00'].includes(`${day} ${time}-${endTime}`) || time === '18:00').toBe(
        true,
      );
      if (time === '18:00') expect(endTime).toBe('20:00');
    }
    const oneOffs = slots.filter((slot) => !slot.isRecurring);
    expect(oneOffs.length).toBeGreaterThanOrEqual(2);
    expect(oneOffs.length).toBeLessThan(slots.length / 4);
    // Each is a slot the API itself would take (ADR 059: half hours of its zone, 30 minutes or more), and each
    // knows when it ends, so the caps count it right.
    for (const slot of slots) {
      const asSent = {
        start_time: slot.startTime.toISOString(),
        end_time: slot.endTime.toISOString(),
        league_id: slot.leagueId,
        is_recurring: slot.isRecurring,
        recurrence_rule: slot.recurrenceRule,
        time_zone: slot.timeZone,
      };
      expect(availabilitySlotInput.safeParse(asSent).error?.issues).toBeUndefined();
      expect(slot.lastOccurrenceEnd).not.toBeNull();
    }
  });

  it('has proposals waiting for the README player and from him, and one declined and one canceled', async () => {
    const league = await activeLeague();
    const me = await playerIdOf(demoPlayers()[DEMO_EVERY_STATE_PLAYER]!.email);
    const mine = (await listProposalsOfUser(week.app.db, me.userId, { leagueId: league.id })).map(
      (row) => row.proposal,
    );
    const pending = mine.filter((proposal) => proposal.status === 'pending');
    expect(pending.filter((proposal) => proposal.opponentPlayerId === me.playerId).length).toBeGreaterThanOrEqual(1);
    expect(pending.filter((proposal) => proposal.proposerPlayerId === me.playerId).length).toBeGreaterThanOrEqual(1);
    expect(mine.filter((proposal) => proposal.status === 'declined')).toHaveLength(1);
    expect(mine.filter((proposal) => proposal.status === 'canceled')).toHaveLength(1);
    for (const proposal of mine) {
      expect(proposal.proposedTime.getTime()).toBeGreaterThan(Date.now());
      expect(proposal.proposedTime.getTime()).toBeLessThan(weekEnd);
      const [match] = await week.app.db.select().from(matches).where(eq(matches.id, proposal.matchId));
      expect(match!.status).toBe('unscheduled');
    }
  });

  it("gives the admin's Needs attention the disputed score to resolve (issue 34)", async () => {
    const league = await activeLeague();
    const cookie = await signIn(week.app, demoStaff[1]!.email, DEMO_PASSWORD);
    const answer = expectContract(
      await injectAs(week.app, cookie, { method: 'GET', url: '/api/1.0/admin/needsAttention' }),
      200,
      needsAttentionResponse,
    );
    expect(answer.disputed.filter((row) => row.league_id === league.id).length).toBeGreaterThanOrEqual(1);
  });

  it("gives the admin's season view progress, waiting scores and a dispute, and standings with reasons (issue 36)", async () => {
    const league = await activeLeague();
    const cookie = await signIn(week.app, demoStaff[1]!.email, DEMO_PASSWORD);
    const view = expectContract(
      await injectAs(week.app, cookie, { method: 'GET', url: `/api/1.0/admin/seasonView?league_id=${league.id}` }),
      200,
      seasonViewResponse,
    );
    for (const division of view.divisions) {
      expect(division.matches_played).toBeGreaterThan(0);
      expect(division.matches_played).toBeLessThan(division.matches_total);
    }
    expect(view.divisions.flatMap((division) => division.disputed).length).toBeGreaterThanOrEqual(1);
    expect(view.divisions.flatMap((division) => division.awaiting_confirmation).length).toBeGreaterThanOrEqual(1);
    // Everyone has played in the league under way; the league about to start names its players as not started.
    expect(view.divisions.flatMap((division) => division.idle_players)).toEqual([]);
    const upcoming = (await findLeagueByName(week.app.db, 'Summer Evening League'))!;
    const waiting = expectContract(
      await injectAs(week.app, cookie, { method: 'GET', url: `/api/1.0/admin/seasonView?league_id=${upcoming.id}` }),
      200,
      seasonViewResponse,
    );
    expect(waiting.divisions.flatMap((division) => division.idle_players).length).toBe(
      await countRegistrations(week.app.db, upcoming.id),
    );
    expect(waiting.divisions.every((division) => division.matches_total > 0 && division.matches_played === 0)).toBe(
      true,
    );
    const csv = await injectAs(week.app, cookie, {
      method: 'GET',
      url: `/api/1.0/admin/standingsCsv?league_id=${league.id}&time_zone=${encodeURIComponent(DEMO_TIME_ZONE)}`,
    });
    expect(csv.body).toContain('Head-to-head (not a tie-break): won');
  });

  it('schedules the accepted proposal’s match at its time and court', async () => {
    const league = await activeLeague();
    const all = await week.app.db.select().from(matchProposals).where(eq(matchProposals.leagueId, league.id));
    const accepted = all.filter((proposal) => proposal.status === 'accepted');
    expect(accepted).toHaveLength(1);
    const [match] = await week.app.db.select().from(matches).where(eq(matches.id, accepted[0]!.matchId));
    expect(match).toMatchObject({
      status: 'scheduled',
      matchDatetime: accepted[0]!.proposedTime,
      locationId: accepted[0]!.locationId,
    });
    expect(accepted[0]!.locationId).not.toBeNull();
    const events = await listMatchEvents(week.app.db, match!.id);
    expect(events.map((e) => [e.event.kind, e.event.actorUserId])).toEqual([
      ['scheduled', await userIdOfPlayerIn(week, accepted[0]!.opponentPlayerId)],
    ]);
  });

  it('gives its proposals the hours real players take to answer, so the club figures read like a real club', async () => {
    const league = await activeLeague();
    const all = await week.app.db.select().from(matchProposals).where(eq(matchProposals.leagueId, league.id));
    const waits = all
      .filter((proposal) => proposal.respondedAt !== null)
      .map((proposal) => (proposal.respondedAt!.getTime() - proposal.createdAt.getTime()) / 3_600_000);
    expect(waits.length).toBeGreaterThan(1);
    expect(waits.every((hours) => hours >= 1)).toBe(true);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const figures = await proposalFigures(week.app.db, { start: lastWeek, end: todayUtc(), zone: 'UTC' });
    expect(figures.medianHours).toBeGreaterThanOrEqual(5);
  });

  it('shows both README players overlaps with opponents whose matches are still open', async () => {
    const league = await activeLeague();
    for (const index of [DEMO_EVERY_STATE_PLAYER, DEMO_DISPUTING_PLAYER]) {
      const email = demoPlayers()[index]!.email;
      const me = await playerIdOf(email);
      const cookie = await signIn(week.app, email, DEMO_PASSWORD);
      const { data } = expectContract(
        await injectAs(week.app, cookie, {
          method: 'GET',
          url: `/api/1.0/availability/overlaps?league_id=${league.id}&time_zone=America/Chicago`,
        }),
        200,
        overlapsResponse,
      );
      const open = await week.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
      const openOpponents = new Set(
        open
          .filter((m) => m.status === 'unscheduled' && [m.homePlayerId, m.awayPlayerId].includes(me.playerId))
          .map((m) => (m.homePlayerId === me.playerId ? m.awayPlayerId : m.homePlayerId)),
      );
      const soon = data.overlaps.filter((overlap) => Date.parse(overlap.start_time) < weekEnd);
      const withOpen = new Set(
        soon.flatMap((overlap) => overlap.available_opponents.map((o) => o.id)).filter((id) => openOpponents.has(id)),
      );
      expect(withOpen.size).toBeGreaterThanOrEqual(2);
    }
  });

  it('changes nothing when run again', async () => {
    const league = await activeLeague();
    const read = async () => ({
      slots: await week.app.db.select().from(availabilitySlots).orderBy(asc(availabilitySlots.id)),
      proposals: await week.app.db.select().from(matchProposals).orderBy(asc(matchProposals.id)),
      matches: await week.app.db.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id)),
    });
    const before = await read();
    expect(await seedDemoClub(week.app.db, await clubToday())).toBe('already-seeded');
    expect(await read()).toEqual(before);
  });
});

async function userIdOfPlayerIn(app: TestApp, playerId: number) {
  const [row] = await app.app.db.select().from(playersTable).where(eq(playersTable.id, playerId));
  return row!.userId;
}
