import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACTIVE_LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import { STORED_MATCH_OUTCOMES } from '@courtside/shared/schemas/matches';
import type { Database } from '../client';
import { divisionAssignments, divisions, leaguePairs, leagues, matchEvents, matches, players } from '../schema';

// What waits for an admin (issue 34): scores in dispute, scores the opponent has left unconfirmed, and placed
// players with nothing arranged well into their league's play. Leagues under way only: a completed or canceled
// league's leftovers are a record, not a task.

const home = alias(players, 'home_player');
const away = alias(players, 'away_player');
// In a doubles league each side is a pair named by its anchor (ADR 078): the partners are read beside them.
const homePair = alias(leaguePairs, 'home_pair');
const awayPair = alias(leaguePairs, 'away_pair');
const homePartner = alias(players, 'home_partner');
const awayPartner = alias(players, 'away_partner');
const idlePair = alias(leaguePairs, 'idle_pair');
const idlePartner = alias(players, 'idle_partner');

/** The complete pair a placed player anchors in the match's or placement's league. */
const pairOf = (
  pair: { leagueId: AnyPgColumn; anchorPlayerId: AnyPgColumn; status: AnyPgColumn },
  leagueId: AnyPgColumn,
  anchorId: AnyPgColumn,
) =>
  // The status is written into the text, so the statement's only parameters stay ids (see latestEvent).
  and(eq(pair.leagueId, leagueId), eq(pair.anchorPlayerId, anchorId), sql`${pair.status} = 'complete'`);

/**
 * When the latest event of `kind` happened to the match, for "since when has this waited". The kind is one of
 * two constants, written into the text so that a statement's only parameters are ids (and its plan can be
 * checked with them, test/statement-recorder.ts).
 */
const latestEvent = (kind: 'score_disputed' | 'score_submitted') =>
  sql<Date | null>`(select max(${matchEvents.createdAt}) from ${matchEvents}
    where ${matchEvents.matchId} = ${matches.id} and ${matchEvents.kind} = ${sql.raw(`'${kind}'`)})`;
/** A raw time read back as the drivers give it (a Date, or text from a bare subquery), as a Date. */
const asDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date));

/** Matches with what an admin needs to act on them; the caller says which (here, and the season view's). */
export function attentionMatches(db: Database) {
  return db
    .select({
      matchId: matches.id,
      leagueId: leagues.id,
      leagueName: leagues.name,
      divisionId: divisions.id,
      scoringFormat: leagues.scoringFormat,
      divisionName: divisions.divisionName,
      home: { firstName: home.firstName, lastName: home.lastName },
      away: { firstName: away.firstName, lastName: away.lastName },
      homePartner: { firstName: homePartner.firstName, lastName: homePartner.lastName },
      awayPartner: { firstName: awayPartner.firstName, lastName: awayPartner.lastName },
      disputedAt: latestEvent('score_disputed').mapWith(asDate),
      submittedAt: latestEvent('score_submitted').mapWith(asDate),
      matchDatetime: matches.matchDatetime,
      status: matches.status,
      scoreConfirmation: matches.scoreConfirmation,
      disputeReason: sql<string | null>`(select ${matchEvents.reason} from ${matchEvents}
        where ${matchEvents.matchId} = ${matches.id} and ${matchEvents.kind} = 'score_disputed'
        order by ${matchEvents.id} desc limit 1)`,
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(divisions, eq(divisions.id, matches.divisionId))
    .innerJoin(home, eq(home.id, matches.homePlayerId))
    .innerJoin(away, eq(away.id, matches.awayPlayerId))
    .leftJoin(homePair, pairOf(homePair, matches.leagueId, home.id))
    .leftJoin(homePartner, eq(homePartner.id, homePair.partnerPlayerId))
    .leftJoin(awayPair, pairOf(awayPair, matches.leagueId, away.id))
    .leftJoin(awayPartner, eq(awayPartner.id, awayPair.partnerPlayerId));
}

const inPlay = inArray(leagues.leagueStatus, [...ACTIVE_LEAGUE_STATUSES]);

/** Matches whose score is disputed, the longest-waiting first. */
export async function listDisputedMatches(db: Database) {
  const rows = await attentionMatches(db)
    .where(and(inPlay, eq(matches.scoreConfirmation, 'disputed')))
    .orderBy(asc(matches.id));
  return rows
    .map((row) => ({ ...row, since: row.disputedAt ?? row.submittedAt }))
    .sort((a, b) => (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0) || a.matchId - b.matchId);
}

/**
 * Scores entered more than `hours` ago that the opponent has neither confirmed nor disputed. A score without a
 * recorded entry (one stored before scores were audited) counts from the match's own time.
 */
export async function listUnconfirmedScores(db: Database, { hours, now }: { hours: number; now: Date }) {
  const before = new Date(now.getTime() - hours * 3_600_000);
  const enteredAt = sql<Date | null>`coalesce(${latestEvent('score_submitted')}, ${matches.matchDatetime})`;
  const rows = await attentionMatches(db)
    .where(and(inPlay, eq(matches.scoreConfirmation, 'pending'), lt(enteredAt, before)))
    .orderBy(asc(enteredAt), asc(matches.id));
  return rows.map((row) => ({ ...row, since: row.submittedAt ?? row.matchDatetime }));
}

/**
 * Placed players of leagues under way whose play started at least `days` ago, with no match of theirs in that
 * league scheduled or played.
 */
export async function listIdlePlayers(db: Database, { days, now }: { days: number; now: Date }) {
  const startedBy = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const arranged = sql`exists (select 1 from ${matches}
    where ${matches.leagueId} = ${divisionAssignments.leagueId}
      and (${matches.homePlayerId} = ${players.id} or ${matches.awayPlayerId} = ${players.id})
      and ${inArray(matches.status, ['scheduled', ...STORED_MATCH_OUTCOMES])})`;
  return db
    .select({
      playerId: players.id,
      firstName: players.firstName,
      lastName: players.lastName,
      leagueId: leagues.id,
      leagueName: leagues.name,
      divisionId: divisions.id,
      divisionName: divisions.divisionName,
      partner: { firstName: idlePartner.firstName, lastName: idlePartner.lastName },
    })
    .from(divisionAssignments)
    .innerJoin(players, eq(players.id, divisionAssignments.playerId))
    .innerJoin(leagues, eq(leagues.id, divisionAssignments.leagueId))
    .innerJoin(divisions, eq(divisions.id, divisionAssignments.divisionId))
    .leftJoin(idlePair, pairOf(idlePair, divisionAssignments.leagueId, players.id))
    .leftJoin(idlePartner, eq(idlePartner.id, idlePair.partnerPlayerId))
    .where(
      and(
        inPlay,
        isNull(divisionAssignments.removedAt),
        sql`${leagues.playStart} <= ${startedBy}`,
        sql`not ${arranged}`,
      ),
    )
    .orderBy(asc(leagues.name), asc(leagues.id), asc(players.lastName), asc(players.firstName), asc(players.id));
}
