import { and, asc, eq, inArray } from 'drizzle-orm';
import { ACTIVE_LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import type { STORED_MATCH_OUTCOMES } from '@courtside/shared/schemas/matches';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import type { SetScore } from '@courtside/shared/tennis/types';
import type { Database } from '../client';
import { leagues, matchProposals, matchSetScores, matches } from '../schema';
import { insertMatchEvent, type MatchActor } from './match-events';

// Playing a match (ADR 028): scheduling, recording a score, the opponent's answer and an admin's ruling.
// Each function is one all-or-nothing change with one winner (ADR 024): it returns the changed match row, or
// undefined when a precondition did not hold (the match is gone, its league is not under way, or the match is
// no longer in the state the change starts from), and then nothing was written. Callers explain a refusal
// by reading the state afterwards (changeOne). Inside a caller's transaction each runs as a savepoint.

export type MatchRow = typeof matches.$inferSelect;
export type StoredOutcome = (typeof STORED_MATCH_OUTCOMES)[number];
export type { MatchActor };

/** A match can be scheduled and scored only until it has an outcome. */
const OPEN_MATCH_STATUSES = ['unscheduled', 'scheduled'] as const;

/**
 * Takes a share lock on the match's league while it is under way (active, in_progress or playoffs). The
 * league's status is a precondition on another row, so it is locked (ADR 024 rule 3): a league cannot be
 * completed or canceled between this check and the commit. League first, then the match: the order the
 * league lifecycle (lock the league, then change its matches) also follows, so the two never deadlock.
 * With `scoringFormat`, the league must still score that way: a score checked against one format is never
 * stored after an admin switched the league to another (ADR 071).
 */
async function lockLeagueIfUnderWay(tx: Database, matchId: number, scoringFormat?: ScoringFormat) {
  const rows = await tx
    .select({ id: leagues.id })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .where(
      and(
        eq(matches.id, matchId),
        inArray(leagues.leagueStatus, [...ACTIVE_LEAGUE_STATUSES]),
        scoringFormat === undefined ? undefined : eq(leagues.scoringFormat, scoringFormat),
      ),
    )
    .for('share', { of: leagues });
  return rows.length > 0;
}

async function replaceSets(tx: Database, matchId: number, sets: readonly SetScore[]) {
  await tx.delete(matchSetScores).where(eq(matchSetScores.matchId, matchId));
  if (sets.length === 0) return;
  await tx.insert(matchSetScores).values(
    sets.map((set) => ({
      matchId,
      setNumber: set.set_number,
      homeGames: set.home_games,
      awayGames: set.away_games,
    })),
  );
}

/**
 * A match that gets a time or a result makes its open proposals moot: they end as canceled, so nobody is
 * left with an offer that can only be refused (whoever scheduled it, by proposal or directly).
 */
async function cancelOpenProposals(tx: Database, matchId: number) {
  await tx
    .update(matchProposals)
    .set({ status: 'canceled', respondedAt: new Date() })
    .where(and(eq(matchProposals.matchId, matchId), eq(matchProposals.status, 'pending')));
}

async function readSets(tx: Database, matchId: number): Promise<SetScore[]> {
  const rows = await tx
    .select()
    .from(matchSetScores)
    .where(eq(matchSetScores.matchId, matchId))
    .orderBy(asc(matchSetScores.setNumber));
  return rows.map((row) => ({ set_number: row.setNumber, home_games: row.homeGames, away_games: row.awayGames }));
}

/**
 * Sets or moves a match's time and place while it has no outcome; `locationId` undefined keeps the current
 * place, null clears it. The audit row says 'scheduled' the first time and 'rescheduled' when the match
 * already had a time. A location deleted meanwhile makes the foreign key refuse (23503), which the caller
 * reports like an unknown location.
 */
export async function scheduleMatch(
  db: Database,
  params: { matchId: number; matchDatetime: Date; locationId?: number | null; actor: MatchActor },
): Promise<MatchRow | undefined> {
  const { matchId, matchDatetime, locationId, actor } = params;
  return db.transaction(async (tx) => {
    if (!(await lockLeagueIfUnderWay(tx, matchId))) return undefined;
    // Locked, so whether it already had a time is still true when the update below runs.
    const [before] = await tx
      .select({ matchDatetime: matches.matchDatetime })
      .from(matches)
      .where(eq(matches.id, matchId))
      .for('no key update');
    const [match] = await tx
      .update(matches)
      .set({ status: 'scheduled', matchDatetime, locationId })
      .where(and(eq(matches.id, matchId), inArray(matches.status, [...OPEN_MATCH_STATUSES])))
      .returning();
    if (!before || !match) return undefined;
    const kind = before.matchDatetime === null ? 'scheduled' : 'rescheduled';
    await insertMatchEvent(tx, { match, kind, actor, setScores: null });
    await cancelOpenProposals(tx, matchId);
    return match;
  });
}

/**
 * Records the score of a match that has none yet: the outcome as stored (the retiring side, never "I" or
 * "opponent"), the validated sets, who entered it (null for an admin who does not play the match) and its
 * confirmation state ('pending' from a player, 'confirmed' from an admin). The time stays as it was.
 * Of two submissions at once, the first to commit wins; the second finds an outcome and changes nothing.
 */
export async function recordScore(
  db: Database,
  params: {
    matchId: number;
    status: StoredOutcome;
    sets: readonly SetScore[];
    submittedByPlayerId: number | null;
    confirmation: 'pending' | 'confirmed';
    /** The format the sets were validated against; when given, the league must still have it. */
    scoringFormat?: ScoringFormat;
    actor: MatchActor;
  },
): Promise<MatchRow | undefined> {
  const { matchId, status, sets, submittedByPlayerId, confirmation, scoringFormat, actor } = params;
  return db.transaction(async (tx) => {
    if (!(await lockLeagueIfUnderWay(tx, matchId, scoringFormat))) return undefined;
    const [match] = await tx
      .update(matches)
      .set({ status, submittedByPlayerId, scoreConfirmation: confirmation })
      .where(and(eq(matches.id, matchId), inArray(matches.status, [...OPEN_MATCH_STATUSES])))
      .returning();
    if (!match) return undefined;
    await replaceSets(tx, matchId, sets);
    await insertMatchEvent(tx, { match, kind: 'score_submitted', actor, setScores: [...sets] });
    await cancelOpenProposals(tx, matchId);
    return match;
  });
}

/** The opponent's answer to a pending score: it moves to confirmed or disputed, once. */
async function answerScore(
  db: Database,
  params: { matchId: number; answer: 'confirmed' | 'disputed'; reason?: string; actor: MatchActor },
): Promise<MatchRow | undefined> {
  const { matchId, answer, reason, actor } = params;
  return db.transaction(async (tx) => {
    if (!(await lockLeagueIfUnderWay(tx, matchId))) return undefined;
    const [match] = await tx
      .update(matches)
      .set({ scoreConfirmation: answer })
      .where(and(eq(matches.id, matchId), eq(matches.scoreConfirmation, 'pending')))
      .returning();
    if (!match) return undefined;
    const kind = answer === 'confirmed' ? 'score_confirmed' : 'score_disputed';
    await insertMatchEvent(tx, { match, kind, actor, setScores: await readSets(tx, matchId), reason });
    return match;
  });
}

/** The opponent agrees with a pending score. Who may answer is the caller's check. */
export function confirmScore(db: Database, params: { matchId: number; actor: MatchActor }) {
  return answerScore(db, { ...params, answer: 'confirmed' });
}

/** The opponent disputes a pending score, saying why; it keeps counting until an admin rules (ADR 028). */
export function disputeScore(db: Database, params: { matchId: number; reason: string; actor: MatchActor }) {
  return answerScore(db, { ...params, answer: 'disputed' });
}

/**
 * An admin's ruling on a disputed score: the score that stands replaces the recorded one (the same or a
 * corrected one) and the dispute ends as resolved. Who entered the score is left as it was.
 */
export async function resolveDisputedScore(
  db: Database,
  params: { matchId: number; status: StoredOutcome; sets: readonly SetScore[]; actor: MatchActor },
): Promise<MatchRow | undefined> {
  const { matchId, status, sets, actor } = params;
  return db.transaction(async (tx) => {
    if (!(await lockLeagueIfUnderWay(tx, matchId))) return undefined;
    const [match] = await tx
      .update(matches)
      .set({ status, scoreConfirmation: 'resolved' })
      .where(and(eq(matches.id, matchId), eq(matches.scoreConfirmation, 'disputed')))
      .returning();
    if (!match) return undefined;
    await replaceSets(tx, matchId, sets);
    await insertMatchEvent(tx, { match, kind: 'dispute_resolved', actor, setScores: [...sets] });
    return match;
  });
}
