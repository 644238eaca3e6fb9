import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postDivision, postLeague, publish, quickPlayers, registerAll, useAppWithAdmin } from '../test/league-fixtures';
import {
  divisionAssignments,
  divisions,
  leagues,
  locations,
  matchSetScores,
  matches,
  regions,
  registrations,
} from './schema';

// The database keeps league data honest on its own, whatever code writes to it: these writes skip the API.

const t = useAppWithAdmin();

/**
 * The SQLSTATE a statement failed with (23503 foreign key, 23001 restricted delete, 23505 unique, 23514 check),
 * or 'ok'.
 */
async function sqlState(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
    return 'ok';
  } catch (error) {
    const candidate = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    return (candidate as { code?: string }).code ?? String(error);
  }
}

/** A league with two divisions of two players each, and a fifth player registered but not placed. */
async function setUp() {
  const league = await postLeague(t.app, t.admin.cookie);
  const other = await postLeague(t.app, t.admin.cookie);
  const people = await quickPlayers(t.app, 5);
  const [a1, a2, b1, b2, loose] = people.map((p) => p.player.id) as [number, number, number, number, number];
  await registerAll(t.app, league.id, [a1, a2, b1, b2, loose]);
  const a = await postDivision(t.app, t.admin.cookie, league.id);
  const b = await postDivision(t.app, t.admin.cookie, league.id);
  const foreign = await postDivision(t.app, t.admin.cookie, other.id);
  await publish(t.app, t.admin.cookie, league.id, { [a.id]: [a1, a2], [b.id]: [b1, b2] });
  return { league, other, a, b, foreign, a1, a2, b1, b2, loose };
}

const match = (leagueId: number, divisionId: number, home: number, away: number, extra = {}) =>
  t.app.db.insert(matches).values({ leagueId, divisionId, homePlayerId: home, awayPlayerId: away, ...extra });

describe('matches', () => {
  it('are between two different players of the same division, once per pair', async () => {
    const s = await setUp();
    expect(await sqlState(match(s.league.id, s.a.id, s.a1, s.a2))).toBe('ok');
    expect(await sqlState(match(s.league.id, s.a.id, s.a2, s.a1))).toBe('23505');
    expect(await sqlState(match(s.league.id, s.a.id, s.a1, s.b1))).toBe('23503');
    expect(await sqlState(match(s.league.id, s.a.id, s.a1, s.a1))).toBe('23514');
    expect(await sqlState(match(s.league.id, s.a.id, s.a1, s.loose))).toBe('23503');
    // The division must belong to the match's league.
    expect(await sqlState(match(s.other.id, s.b.id, s.b1, s.b2))).toBe('23503');
  });

  it('have a known status, and a scheduled one has a time', async () => {
    const s = await setUp();
    expect(await sqlState(match(s.league.id, s.a.id, s.a1, s.a2, { status: 'pending' as 'scheduled' }))).toBe('23514');
    expect(await sqlState(match(s.league.id, s.a.id, s.a1, s.a2, { status: 'scheduled' }))).toBe('23514');
    expect(
      await sqlState(match(s.league.id, s.a.id, s.a1, s.a2, { status: 'scheduled', matchDatetime: new Date() })),
    ).toBe('ok');
  });

  // Up to 99 a side: a third-set match tiebreak is stored as its points, e.g. 12-10 (ADR 071).
  it('have at most three sets, each numbered once, with 0 to 99 games or points a side', async () => {
    const s = await setUp();
    const [row] = await match(s.league.id, s.a.id, s.a1, s.a2).returning();
    const set = (setNumber: number, homeGames: number, awayGames: number) =>
      t.app.db.insert(matchSetScores).values({ matchId: row!.id, setNumber, homeGames, awayGames });
    expect(await sqlState(set(1, 6, 4))).toBe('ok');
    expect(await sqlState(set(1, 6, 3))).toBe('23505');
    expect(await sqlState(set(4, 6, 3))).toBe('23514');
    expect(await sqlState(set(0, 6, 3))).toBe('23514');
    expect(await sqlState(set(2, 100, 6))).toBe('23514');
    expect(await sqlState(set(2, -1, 6))).toBe('23514');
    expect(await sqlState(set(3, 12, 10))).toBe('ok');
  });
});

describe('placements', () => {
  it('put a registered player in at most one division of a league, of that league', async () => {
    const s = await setUp();
    const place = (divisionId: number, playerId: number, leagueId = s.league.id) =>
      t.app.db.insert(divisionAssignments).values({ leagueId, divisionId, playerId });
    expect(await sqlState(place(s.b.id, s.a1))).toBe('23505');
    expect(await sqlState(place(s.foreign.id, s.loose))).toBe('23503');
    expect(await sqlState(place(s.foreign.id, s.loose, s.other.id))).toBe('23503');
    const [outsider] = await quickPlayers(t.app, 1);
    expect(await sqlState(place(s.a.id, outsider!.player.id))).toBe('23503');
    expect(await sqlState(place(s.a.id, s.loose))).toBe('ok');
  });
});

describe('enumerations and ranges', () => {
  it('refuse values off the lists', async () => {
    const s = await setUp();
    expect(
      await sqlState(
        t.app.db
          .update(leagues)
          .set({ leagueStatus: 'archived' as 'draft' })
          .where(eq(leagues.id, s.league.id)),
      ),
    ).toBe('23514');
    expect(
      await sqlState(
        t.app.db
          .update(leagues)
          .set({ gender: 'any' as 'coed' })
          .where(eq(leagues.id, s.league.id)),
      ),
    ).toBe('23514');
    expect(
      await sqlState(
        t.app.db
          .update(leagues)
          .set({ minPlayersPerDivision: 6, maxPlayersPerDivision: 4 })
          .where(eq(leagues.id, s.league.id)),
      ),
    ).toBe('23514');
    expect(await sqlState(t.app.db.update(divisions).set({ rankLevel: 3.7 }).where(eq(divisions.id, s.a.id)))).toBe(
      '23514',
    );
    expect(
      await sqlState(
        t.app.db
          .update(divisions)
          .set({ gender: 'mixed' as 'coed' })
          .where(eq(divisions.id, s.a.id)),
      ),
    ).toBe('23514');
    expect(await sqlState(t.app.db.insert(locations).values({ name: '  ' }))).toBe('23514');
    expect(await sqlState(t.app.db.insert(regions).values({ cityArea: '', state: 'X' }))).toBe('23514');
  });

  it('store money exactly', async () => {
    const s = await setUp();
    await t.app.db.update(leagues).set({ entryFee: 19.99 }).where(eq(leagues.id, s.league.id));
    const [row] = await t.app.db
      .select({ total: sql<string>`(${leagues.entryFee} * 3)::text` })
      .from(leagues)
      .where(eq(leagues.id, s.league.id));
    expect(row!.total).toBe('59.97');
  });
});

/** A delete blocked by ON DELETE RESTRICT: PostgreSQL 17 (PGlite) says 23001, older servers 23503. */
const RESTRICTED = ['23001', '23503'];

describe('deleting', () => {
  it('a region in use is refused by the database too', async () => {
    const [region] = await t.app.db.insert(regions).values({ cityArea: 'Used', state: 'UT' }).returning();
    const league = await postLeague(t.app, t.admin.cookie, { region_id: region!.id });
    expect(league.region_id).toBe(region!.id);
    expect(RESTRICTED).toContain(await sqlState(t.app.db.delete(regions).where(eq(regions.id, region!.id))));
  });

  it('a division with matches is refused by the database too; a registration takes its placement along', async () => {
    const s = await setUp();
    await match(s.league.id, s.a.id, s.a1, s.a2);
    expect(RESTRICTED).toContain(await sqlState(t.app.db.delete(divisions).where(eq(divisions.id, s.a.id))));
    await t.app.db.delete(registrations).where(eq(registrations.playerId, s.b1));
    expect(await t.app.db.select().from(divisionAssignments).where(eq(divisionAssignments.playerId, s.b1))).toEqual([]);
  });
});
