import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsEvents, feedback, leagues, matchEvents, matches, players, registrations, users } from '../schema';
import { planDemoActivity, type DemoAnalyticsEvent, type DemoMatchAction } from '../../seed/demo-analytics';
import { demoFeedbackPath, demoFeedbackSentAt, type DemoFeedbackMessage } from '../../seed/demo-feedback';

interface DemoActivityClub {
  /** When the ninety days of activity end. */
  now: Date;
  staff: readonly { email: string; userType: 'owner' | 'admin' }[];
  players: readonly { email: string }[];
  /** Indexes into `players` of the README's players, who use the app most. */
  keenPlayers: readonly number[];
  /** The demo leagues by name; `activeLeague` is the one under way, which the feedback is about. */
  leagueNames: readonly string[];
  activeLeague: string;
  feedback: readonly DemoFeedbackMessage[];
}

/** Rows per INSERT: a few thousand parameters, far below the protocol's limit, and the trigger runs per chunk. */
const CHUNK = 1000;

/**
 * Ninety days of the demo club's analytics (seed/demo-analytics.ts) and its dozen feedback messages
 * (seed/demo-feedback.ts), each written only when none of the demo people has any yet, so a second run, or a
 * club whose people have used the app since, is left as it is. The rollups follow from the trigger on
 * analytics_events. Returns how many events and messages were written.
 */
export async function seedDemoActivity(db: Database, club: DemoActivityClub) {
  return db.transaction(async (tx) => {
    const people = await demoPeople(tx, club);
    const userIds = people.map((person) => person.userId);
    if (userIds.length === 0) return { events: 0, feedback: 0 };
    const leagueRows = await tx
      .select()
      .from(leagues)
      .where(inArray(leagues.name, [...club.leagueNames]))
      .orderBy(asc(leagues.id));
    const leagueIds = leagueRows.map((league) => league.id);
    const actions = await matchActions(tx, leagueIds, userIds);

    const sentFeedback = (await hasFeedbackFrom(tx, userIds))
      ? []
      : await writeFeedback(tx, club, people, leagueRows, actions);
    if (await hasEventsFrom(tx, userIds)) return { events: 0, feedback: sentFeedback.length };

    const joined = leagueIds.length
      ? await tx
          .select({ userId: players.userId, leagueId: registrations.leagueId })
          .from(registrations)
          .innerJoin(players, eq(players.id, registrations.playerId))
          .where(and(inArray(registrations.leagueId, leagueIds), inArray(players.userId, userIds)))
          .orderBy(asc(registrations.id))
      : [];
    const events = planDemoActivity({
      now: club.now.getTime(),
      people,
      leagues: leagueRows.map((league) => ({
        id: league.id,
        status: league.leagueStatus,
        registrationStart: league.registrationStart,
        registrationEnd: league.registrationEnd,
        playStart: league.playStart,
      })),
      registrations: joined,
      matchActions: actions,
      feedback: sentFeedback,
    });
    await insertEvents(tx, events);
    return { events: events.length, feedback: sentFeedback.length };
  });
}

/** The demo's accounts that exist, staff first, in the demo's order. */
async function demoPeople(tx: Database, club: DemoActivityClub) {
  const emails = [...club.staff.map((person) => person.email), ...club.players.map((person) => person.email)];
  const rows = await tx
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const keen = new Set(club.keenPlayers.map((index) => club.players[index]?.email));
  return emails.flatMap((email) => {
    const row = byEmail.get(email);
    return row ? [{ userId: row.id, email, role: row.userType, keen: keen.has(email) }] : [];
  });
}

/** Who scheduled, scored, answered or ruled on which demo match, and when, from the matches' audit trails. */
async function matchActions(tx: Database, leagueIds: number[], userIds: number[]): Promise<DemoMatchAction[]> {
  if (leagueIds.length === 0) return [];
  const rows = await tx
    .select({
      userId: matchEvents.actorUserId,
      leagueId: matches.leagueId,
      matchId: matchEvents.matchId,
      kind: matchEvents.kind,
      at: matchEvents.createdAt,
    })
    .from(matchEvents)
    .innerJoin(matches, eq(matches.id, matchEvents.matchId))
    .where(
      and(
        inArray(matches.leagueId, leagueIds),
        isNotNull(matchEvents.actorUserId),
        inArray(matchEvents.actorUserId, userIds),
      ),
    )
    .orderBy(asc(matchEvents.id));
  return rows.map((row) => ({ ...row, userId: row.userId!, at: row.at.getTime() }));
}

async function hasEventsFrom(tx: Database, userIds: number[]) {
  const [row] = await tx
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.userId, userIds))
    .limit(1);
  return row !== undefined;
}

async function hasFeedbackFrom(tx: Database, userIds: number[]) {
  const [row] = await tx.select({ id: feedback.id }).from(feedback).where(inArray(feedback.userId, userIds)).limit(1);
  return row !== undefined;
}

/**
 * The messages, each from the page its plan names in the league under way (a match page is the writer's
 * latest scored match there). Returns where and when each was sent, for the analytics of that visit.
 */
async function writeFeedback(
  tx: Database,
  club: DemoActivityClub,
  people: Awaited<ReturnType<typeof demoPeople>>,
  leagueRows: { id: number; name: string }[],
  actions: DemoMatchAction[],
) {
  const league = leagueRows.find((row) => row.name === club.activeLeague);
  if (!league) throw new Error(`The demo league ${club.activeLeague} is missing.`);
  const admin = club.staff.find((person) => person.userType === 'admin');
  const personOf = (from: DemoFeedbackMessage['from']) => {
    const email = from === 'admin' ? admin?.email : club.players[from]?.email;
    return people.find((person) => person.email === email);
  };
  const rows = club.feedback.flatMap((message) => {
    const person = personOf(message.from);
    if (!person) return [];
    const scored = actions.filter(
      (action) => action.userId === person.userId && action.leagueId === league.id && action.kind.startsWith('score_'),
    );
    const matchId = scored.at(-1)?.matchId ?? null;
    return [
      {
        userId: person.userId,
        email: person.email,
        message: message.message,
        pageUrl: demoFeedbackPath(message.page, { leagueId: league.id, matchId }),
        createdAt: new Date(demoFeedbackSentAt(message, club.now.getTime())),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(feedback).values(rows);
  return rows.map((row) => ({ userId: row.userId, page: row.pageUrl, at: row.createdAt.getTime() }));
}

async function insertEvents(tx: Database, events: DemoAnalyticsEvent[]) {
  for (let i = 0; i < events.length; i += CHUNK) {
    await tx.insert(analyticsEvents).values(
      events.slice(i, i + CHUNK).map((event) => ({
        eventType: event.eventType,
        tag: event.tag,
        page: event.page,
        userId: event.userId,
        occurredAt: new Date(event.occurredAt),
        receivedAt: new Date(event.receivedAt),
        metadata: event.metadata,
      })),
    );
  }
}
