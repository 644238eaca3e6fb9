import { and, asc, eq, inArray, max, notExists, sql } from 'drizzle-orm';
import { ACTIVE_LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import type { Database } from '../client';
import { leagues, locations, matchEvents, matchProposals, matches, notifications, players } from '../schema';
import { scheduleMatch } from './match-play';
import { queueMatchReminders, queueWeeklyNudges } from './reminders';

// The demo club's reminders (ADR 068): one match of the league under way is booked within a day, arranged three days
// ago, so the scheduler's own statement reminds both players of it now; and the Monday nudge goes out as it did on
// the last Monday morning. Both reach the outbox like any message, for the seed to settle with the week's others.

const HOUR = 3_600_000;
/** Local hours a club match may start at: one of them always falls in the reminder's day, whenever the seed runs. */
const MATCH_HOURS = [10, 18];

/** The first whole hour, 2 to 23 hours from `now`, that is 10:00 or 18:00 on the club's clock. */
export function nextMatchHour(now: Date, timeZone: string): Date {
  const hourIn = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
  const first = Math.ceil(now.getTime() / HOUR) * HOUR;
  for (let hours = 2; hours < 24; hours++) {
    const at = new Date(first + hours * HOUR);
    if (MATCH_HOURS.includes(Number(hourIn.format(at)))) return at;
  }
  return new Date(first + 20 * HOUR);
}

/** Monday 15:00 UTC (09:00 or 10:00 on the demo club's Chicago clock) of the latest Monday at or before `now`. */
export function lastMondayMorning(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  if (day > now) day.setUTCDate(day.getUTCDate() - 7);
  return day;
}

export async function seedDemoReminders(db: Database, now: Date, timeZone: string) {
  const [league] = await db
    .select({ id: leagues.id })
    .from(leagues)
    .where(inArray(leagues.leagueStatus, [...ACTIVE_LEAGUE_STATUSES]))
    .orderBy(asc(leagues.id))
    .limit(1);
  if (!league) return { reminders: 0, nudges: 0 };

  const [reminded] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.leagueId, league.id), eq(notifications.kind, 'match_reminder')))
    .limit(1);
  if (!reminded) await bookTomorrowsMatch(db, league.id, now, timeZone);
  const reminders = await queueMatchReminders(db, now);
  const nudges = await queueWeeklyNudges(db, lastMondayMorning(now));
  return { reminders, nudges };
}

/** The first open match nobody has proposed a time for, booked within the day at a lit court, three days ago. */
async function bookTomorrowsMatch(db: Database, leagueId: number, now: Date, timeZone: string) {
  const [match] = await db
    .select({ id: matches.id, userId: players.userId })
    .from(matches)
    .innerJoin(players, eq(players.id, matches.homePlayerId))
    .where(
      and(
        eq(matches.leagueId, leagueId),
        eq(matches.status, 'unscheduled'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(matchProposals)
            .where(eq(matchProposals.matchId, matches.id)),
        ),
      ),
    )
    .orderBy(asc(matches.id))
    .limit(1);
  if (!match) return;
  const [court] = await db
    .select({ id: locations.id })
    .from(locations)
    .orderBy(sql`${locations.hasLights} desc`, asc(locations.id))
    .limit(1);
  const at = nextMatchHour(now, timeZone);
  const booked = await scheduleMatch(db, {
    matchId: match.id,
    matchDatetime: at,
    locationId: court?.id ?? null,
    actor: { userId: match.userId, isAdmin: false },
  });
  if (!booked) return;
  const [latest] = await db
    .select({ id: max(matchEvents.id) })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, match.id));
  if (latest?.id != null) {
    await db
      .update(matchEvents)
      .set({ createdAt: new Date(now.getTime() - 3 * 24 * HOUR) })
      .where(eq(matchEvents.id, latest.id));
  }
}
