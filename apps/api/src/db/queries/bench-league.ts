import type { StoredMatchStatus, ScoreConfirmation } from '@courtside/shared/schemas/matches';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  divisionAssignments,
  divisions,
  leagues,
  matchSetScores,
  matches,
  players,
  registrations,
  users,
} from '../schema';

// Builds a whole started league in a few bulk statements, for benchmarks (bench/standings-endpoint.ts).
// The API's own paths (sign-up, registration, publishing, starting) would take minutes for thousands of
// players; this writes the rows they would leave, and the database's constraints still check every one.

export interface BenchPlayerPlan {
  email: string;
  firstName: string;
  lastName: string;
  rating: number | null;
}

/** A player who already exists (made by an earlier plan), placed in this league too. */
export interface BenchExistingPlayer {
  existingPlayerId: number;
}

export interface BenchMatchPlan {
  /** Positions of the two players in their division's player list. */
  home: number;
  away: number;
  status: StoredMatchStatus;
  matchDatetime: Date | null;
  submittedBy: 'home' | 'away' | null;
  scoreConfirmation: ScoreConfirmation | null;
  sets: readonly { set_number: number; home_games: number; away_games: number }[];
}

export interface BenchLeaguePlan {
  leagueName: string;
  /** One hash for every account: hashing thousands of passwords would be the whole build time. */
  passwordHash: string;
  divisions: readonly {
    name: string;
    players: readonly (BenchPlayerPlan | BenchExistingPlayer)[];
    matches: readonly BenchMatchPlan[];
  }[];
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row here. */
const CHUNK = 2000;

async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    written.push(...(await write(rows.slice(start, start + CHUNK))));
  }
  return written;
}

/** Writes the league (active), its accounts, players, registrations, placements, matches and sets. */
export async function insertBenchLeague(db: Database, plan: BenchLeaguePlan) {
  return db.transaction(async (tx) => {
    const [league] = await tx
      .insert(leagues)
      .values({
        name: plan.leagueName,
        leagueType: 'Singles',
        leagueStatus: 'active',
        season: 'Benchmark',
        registrationStart: '2026-01-01',
        registrationEnd: '2026-01-31',
        playStart: '2026-02-01',
        playEnd: '2026-12-31',
        ageCategory: 'Adult',
      })
      .returning({ id: leagues.id });
    const leagueId = league!.id;
    const divisionIds = (
      await tx
        .insert(divisions)
        .values(
          plan.divisions.map((d) => ({ leagueId, divisionName: d.name, rankLevel: 3.5, gender: 'coed' as const })),
        )
        .returning({ id: divisions.id })
    ).map((row) => row.id);

    const people = plan.divisions.flatMap((division, d) => division.players.map((player) => ({ player, d })));
    const newcomers = people.flatMap(({ player, d }) => ('existingPlayerId' in player ? [] : [{ player, d }]));
    const userIds = (
      await inChunks(newcomers, (chunk) =>
        tx
          .insert(users)
          .values(chunk.map(({ player }) => ({ email: player.email, passwordHash: plan.passwordHash, verified: true })))
          .returning({ id: users.id }),
      )
    ).map((row) => row.id);
    const newPlayerIds = (
      await inChunks(
        newcomers.map((person, index) => ({ ...person, userId: userIds[index]! })),
        (chunk) =>
          tx
            .insert(players)
            .values(
              chunk.map(({ player, d, userId }) => ({
                userId,
                primaryPlayer: true,
                firstName: player.firstName,
                lastName: player.lastName,
                rating: player.rating,
                gender: 'Mens' as const,
                divisionId: divisionIds[d]!,
              })),
            )
            .returning({ id: players.id }),
      )
    ).map((row) => row.id);
    let nextNewcomer = 0;
    const playerIds = people.map(({ player }) =>
      'existingPlayerId' in player ? player.existingPlayerId : newPlayerIds[nextNewcomer++]!,
    );

    const placed = people.map(({ d }, index) => ({
      leagueId,
      playerId: playerIds[index]!,
      divisionId: divisionIds[d]!,
    }));
    await inChunks(placed, async (chunk) => {
      await tx.insert(registrations).values(chunk.map(({ leagueId, playerId }) => ({ leagueId, playerId })));
      await tx.insert(divisionAssignments).values(chunk);
      return [];
    });

    // Player ids by division and position, so the plan's positions become ids.
    const idsByDivision: number[][] = plan.divisions.map(() => []);
    people.forEach(({ d }, index) => idsByDivision[d]!.push(playerIds[index]!));
    const planned = plan.divisions.flatMap((division, d) =>
      division.matches.map((match) => {
        const home = idsByDivision[d]![match.home]!;
        const away = idsByDivision[d]![match.away]!;
        return {
          match,
          row: {
            leagueId,
            divisionId: divisionIds[d]!,
            homePlayerId: home,
            awayPlayerId: away,
            status: match.status,
            matchDatetime: match.matchDatetime,
            submittedByPlayerId: match.submittedBy === null ? null : match.submittedBy === 'home' ? home : away,
            scoreConfirmation: match.scoreConfirmation,
          },
        };
      }),
    );
    const matchIds = (
      await inChunks(planned, (chunk) =>
        tx
          .insert(matches)
          .values(chunk.map(({ row }) => row))
          .returning({ id: matches.id }),
      )
    ).map((row) => row.id);
    const sets = planned.flatMap(({ match }, index) =>
      match.sets.map((set) => ({
        matchId: matchIds[index]!,
        setNumber: set.set_number,
        homeGames: set.home_games,
        awayGames: set.away_games,
      })),
    );
    await inChunks(sets, async (chunk) => {
      await tx.insert(matchSetScores).values(chunk);
      return [];
    });
    return {
      leagueId,
      players: playerIds.length,
      matches: matchIds.length,
      sets: sets.length,
      /** Each division's player ids, in the plan's order. */
      playerIds: idsByDivision,
    };
  });
}

/**
 * `count` notifications of a mailed kind for the given users of a league, round robin, so that migration 0013's
 * trigger queues one email for each: a burst of real outbox rows without playing that many matches (the outbox
 * tests, bench/mail-drain.ts).
 */
export async function queueNotificationEmails(
  db: Database,
  options: { count: number; leagueId: number; userIds: readonly number[] },
) {
  const users = sql.raw(`array[${options.userIds.map(Number).join(',')}]::integer[]`);
  await db.execute(sql`
    insert into notifications ("user_id", "kind", "league_id")
    select (${users})[1 + (i % ${options.userIds.length})], 'proposal_declined', ${options.leagueId}
    from generate_series(0, ${options.count - 1}) as i`);
}
