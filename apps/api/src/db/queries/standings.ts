import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ScoreConfirmation, StoredMatchStatus } from '@courtside/shared/schemas/matches';
import type { Database } from '../client';
import { divisionAssignments, divisions, leaguePairs, matchSetScores, matches, players } from '../schema';
import { preparedOnce } from './prepared';

// The standings page reads a whole league at once (thousands of players, tens of thousands of matches), so
// these are three reads with only the columns that decide a result, and no query per row.

const partners = alias(players, 'standings_partner');

/**
 * Players placed in the league now (published, not removed), with their division's name. In a doubles league
 * these are the pairs' anchors (ADR 078), each with the partner of their complete pair; in singles the partner
 * columns are null.
 */
export async function listStandingsPlayers(db: Database, leagueId: number) {
  const statement = preparedOnce(db, 'standings_players', (db) =>
    db
      .select({
        id: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
        rating: players.rating,
        divisionId: divisionAssignments.divisionId,
        divisionName: divisions.divisionName,
        partnerId: partners.id,
        partnerFirstName: partners.firstName,
        partnerLastName: partners.lastName,
      })
      .from(divisionAssignments)
      .innerJoin(players, eq(players.id, divisionAssignments.playerId))
      .innerJoin(divisions, eq(divisions.id, divisionAssignments.divisionId))
      .leftJoin(
        leaguePairs,
        and(
          eq(leaguePairs.leagueId, divisionAssignments.leagueId),
          eq(leaguePairs.anchorPlayerId, players.id),
          sql`${leaguePairs.status} = 'complete'`,
        ),
      )
      .leftJoin(partners, eq(partners.id, leaguePairs.partnerPlayerId))
      .where(and(eq(divisionAssignments.leagueId, sql.placeholder('leagueId')), isNull(divisionAssignments.removedAt)))
      .orderBy(asc(divisionAssignments.divisionId), asc(players.id))
      .prepare('standings_players'),
  );
  return statement.execute({ leagueId });
}
export type StandingsPlayerRow = Awaited<ReturnType<typeof listStandingsPlayers>>[number];

export async function listStandingsDivisions(db: Database, leagueId: number) {
  const statement = preparedOnce(db, 'standings_divisions', (db) =>
    db
      .select({ id: divisions.id, name: divisions.divisionName })
      .from(divisions)
      .where(eq(divisions.leagueId, sql.placeholder('leagueId')))
      .orderBy(asc(divisions.id))
      .prepare('standings_divisions'),
  );
  return statement.execute({ leagueId });
}

export interface StandingsSet {
  setNumber: number;
  homeGames: number;
  awayGames: number;
}

export interface StandingsMatchRow {
  id: number;
  divisionId: number;
  status: StoredMatchStatus;
  homePlayerId: number;
  awayPlayerId: number;
  submittedByPlayerId: number | null;
  matchDatetime: Date | null;
  scoreConfirmation: ScoreConfirmation | null;
  sets: StandingsSet[];
}

/**
 * Every match of the league, played or not, in id order, each with its sets in set order.
 *
 * Read row by row, the drivers' per-row work was most of the answer's time, so one statement packs the
 * matches into one text value and their sets into another: records end with ';', fields with ',', a null is
 * an empty field. Every field is a number or a status word that the CHECK constraints keep free of
 * separators. For 19,000 matches and 35,000 sets on PGlite the statement costs about 70 ms of CPU and the
 * reading below about 25 ms; two row reads took several times as long, and the same packing as JSON about
 * 120 ms (PGlite builds JSON slowly). Being one statement, it reads matches and sets from one snapshot.
 */
export async function listStandingsMatches(db: Database, leagueId: number): Promise<StandingsMatchRow[]> {
  const [row] = await packedMatchesStatement(db).execute({ leagueId });
  if (!row?.matches) return [];
  const list: StandingsMatchRow[] = [];
  const sets = new PackedFields(row.sets ?? '');
  let setMatchId = sets.atEnd() ? Infinity : sets.int();
  for (const fields = new PackedFields(row.matches); !fields.atEnd();) {
    // In the order the statement writes them.
    const id = fields.int();
    const divisionId = fields.int();
    const status = fields.text() as StoredMatchStatus;
    const homePlayerId = fields.int();
    const awayPlayerId = fields.int();
    const submittedByPlayerId = fields.intOrNull();
    const time = fields.intOrNull();
    const scoreConfirmation = (fields.text() || null) as ScoreConfirmation | null;
    const match: StandingsMatchRow = {
      id,
      divisionId,
      status,
      homePlayerId,
      awayPlayerId,
      submittedByPlayerId,
      matchDatetime: time === null ? null : new Date(time),
      scoreConfirmation,
      sets: [],
    };
    // Sets come in match order too, so each is read once; a set of a match not listed cannot occur.
    while (setMatchId === id) {
      match.sets.push({ setNumber: sets.int(), homeGames: sets.int(), awayGames: sets.int() });
      setMatchId = sets.atEnd() ? Infinity : sets.int();
    }
    list.push(match);
  }
  return list;
}

function packedMatchesStatement(db: Database) {
  return preparedOnce(db, 'standings_matches', (db) => {
    const nullable = (value: SQL) => sql`coalesce((${value})::text, '')`;
    const leagueId = sql.placeholder('leagueId');
    return db
      .select({
        matches: sql<string | null>`string_agg(${matches.id} || ',' || ${matches.divisionId} || ',' || ${matches.status}
        || ',' || ${matches.homePlayerId} || ',' || ${matches.awayPlayerId}
        || ',' || ${nullable(sql`${matches.submittedByPlayerId}`)}
        || ',' || ${nullable(sql`floor(extract(epoch from ${matches.matchDatetime}) * 1000)::bigint`)}
        || ',' || ${nullable(sql`${matches.scoreConfirmation}`)}, ';' order by ${matches.id})`,
        sets: sql<string | null>`(select string_agg(${matchSetScores.matchId} || ',' || ${matchSetScores.setNumber}
        || ',' || ${matchSetScores.homeGames} || ',' || ${matchSetScores.awayGames}, ';'
        order by ${matchSetScores.matchId}, ${matchSetScores.setNumber})
        from ${matchSetScores} inner join ${matches} on ${matches.id} = ${matchSetScores.matchId}
        where ${matches.leagueId} = ${leagueId})`,
      })
      .from(matches)
      .where(eq(matches.leagueId, leagueId))
      .prepare('standings_matches');
  });
}

/**
 * Reads packed text field by field, in place: splitting 50,000 records into arrays of strings first cost
 * as much again as the reading. Fields end at ',' or ';' (the record separator is only a boundary here).
 */
class PackedFields {
  private at = 0;
  constructor(private readonly packed: string) {}

  atEnd(): boolean {
    return this.at >= this.packed.length;
  }

  text(): string {
    const start = this.at;
    let end = start;
    while (end < this.packed.length && !isSeparator(this.packed.charCodeAt(end))) end++;
    this.at = end + 1;
    return this.packed.slice(start, end);
  }

  /** A whole number (a time before 1970 is negative); null for an empty field. */
  intOrNull(): number | null {
    const negative = this.packed.charCodeAt(this.at) === MINUS;
    if (negative) this.at++;
    let value = 0;
    let digits = 0;
    let code: number;
    while (this.at < this.packed.length && !isSeparator((code = this.packed.charCodeAt(this.at)))) {
      value = value * 10 + (code - ZERO);
      digits++;
      this.at++;
    }
    this.at++;
    if (digits === 0) return null;
    return negative ? -value : value;
  }

  int(): number {
    return this.intOrNull() ?? 0;
  }
}

const ZERO = 48;
const MINUS = 45;
const COMMA = 44;
const SEMICOLON = 59;
const isSeparator = (code: number) => code === COMMA || code === SEMICOLON;
