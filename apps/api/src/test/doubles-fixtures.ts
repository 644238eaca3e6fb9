import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { insertCompletePair } from '../db/queries/pairs';
import { matches } from '../db/schema';
import { postDivision, postLeague, publish, quickPlayers, registerAll, stepTo } from './league-fixtures';
import { signIn, signedInUser } from './test-app';

/**
 * A doubles league under way (ADR 078), made as an admin would: `pairs` complete pairs per division (both players
 * registered and paired, the anchor placed), the league started, so the round robin has made the matches between
 * pairs. Every player is signed in. Also a member of the league who is in no pair and not placed (an
 * outsider to every match) and a player of no league (a stranger).
 */
export async function doublesLeagueUnderWay(
  app: FastifyInstance,
  options: { pairs?: readonly number[]; leagueType?: 'Doubles' | 'Mixed'; publicVisible?: boolean } = {},
) {
  const { pairs: plan = [2], leagueType = 'Doubles', publicVisible = true } = options;
  const admin = await signedInUser(app, 'admin');
  const league = await postLeague(app, admin.cookie, {
    name: 'Club Doubles',
    league_type: leagueType,
    public_visible: publicVisible,
  });
  await stepTo(app, admin.cookie, league.id, 'registration_open');
  const signedIn = async (person: Awaited<ReturnType<typeof quickPlayers>>[number]) => ({
    ...person,
    cookie: await signIn(app, person.email),
  });
  const divisions = [];
  const placements: Record<number, number[]> = {};
  for (const count of plan) {
    const division = await postDivision(app, admin.cookie, league.id);
    const people = await quickPlayers(app, count * 2);
    await registerAll(
      app,
      league.id,
      people.filter((_, index) => index % 2 === 0).map((person) => person.player.id),
    );
    const pairs = [];
    for (let i = 0; i < count; i++) {
      const [anchor, partner] = [await signedIn(people[2 * i]!), await signedIn(people[2 * i + 1]!)];
      const pair = await insertCompletePair(app.db, {
        leagueId: league.id,
        anchorPlayerId: anchor.player.id,
        partnerPlayerId: partner.player.id,
        createdByUserId: admin.user.id,
      });
      pairs.push({ id: pair.id, anchor, partner });
    }
    placements[division.id] = pairs.map((pair) => pair.anchor.player.id);
    divisions.push({ division, pairs });
  }
  expect((await publish(app, admin.cookie, league.id, placements)).statusCode).toBe(200);
  await stepTo(app, admin.cookie, league.id, 'active');
  // The partners and the outsider join once play is under way: a registered player left unplaced holds back
  // Start League until the board counts entries rather than players, and the pairs are complete all along.
  const pairsMade = divisions.flatMap((entry) => entry.pairs);
  const [outsiderPerson] = await quickPlayers(app, 1);
  await registerAll(app, league.id, [...pairsMade.map((pair) => pair.partner.player.id), outsiderPerson!.player.id]);
  const outsider = await signedIn(outsiderPerson!);
  const [strangerPerson] = await quickPlayers(app, 1);
  const stranger = await signedIn(strangerPerson!);
  const rows = await app.db.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));
  type Pair = (typeof divisions)[number]['pairs'][number];

  /** The match of two pairs, with the pair at home and the pair away. */
  function matchOf(a: Pair, b: Pair) {
    const [ida, idb] = [a.anchor.player.id, b.anchor.player.id];
    const match = rows.find(
      (row) =>
        (row.homePlayerId === ida && row.awayPlayerId === idb) ||
        (row.homePlayerId === idb && row.awayPlayerId === ida),
    );
    if (!match) throw new Error('no match between these pairs');
    const home = match.homePlayerId === ida ? a : b;
    return { match, home, away: home === a ? b : a };
  }

  return {
    admin,
    league,
    divisions,
    pairs: pairsMade,
    outsider,
    stranger,
    matches: rows,
    matchOf,
  };
}

export type DoublesLeague = Awaited<ReturnType<typeof doublesLeagueUnderWay>>;
export type DoublesPair = DoublesLeague['pairs'][number];
