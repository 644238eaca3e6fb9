import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { leaguePairs, matches } from '../schema';
import {
  DEMO_JAMES_STEPS,
  DEMO_MIXED_DIVISIONS,
  DEMO_MIXED_LEAGUE_NAME,
  DEMO_OPEN_DOUBLES,
  DEMO_OPEN_DOUBLES_LEAGUE_NAME,
  clubTime,
  demoDoublesAvailability,
  demoMixedLeague,
  doublesScore,
  type DemoDoublesStep,
} from '../../seed/demo-doubles';
import { DEMO_EVERY_STATE_PLAYER } from '../../seed/demo-season';
import { insertSlots } from './availability';
import { dateLatestEvent, expectOutcome, expectStep, validSets } from './demo-seed-steps';
import { insertDivision } from './divisions';
import { publishLeague, saveDraftAssignments, startLeague } from './league-lifecycle';
import { changeLeagueStatus, findLeagueByName, insertLeague } from './leagues';
import { confirmScore, recordScore, scheduleMatch, type MatchActor } from './match-play';
import { insertProposal } from './match-proposals';
import { insertCompletePair } from './pairs';
import { findPrimaryPlayer } from './players';
import { registerPlayer } from './registrations';
import { findUserByEmail } from './users';

// The demo's doubles (seed/demo-doubles.ts), once, through the functions the API calls: the mixed doubles league
// under way and the pairs of the Doubles league open for registration.

type Person = { userId: number; playerId: number };

async function peopleOf(tx: Database, players: readonly { email: string }[]) {
  const people = new Map<number, Person>();
  for (const [index, person] of players.entries()) {
    const user = await findUserByEmail(tx, person.email);
    const player = user ? await findPrimaryPlayer(tx, user.id) : undefined;
    if (user && player) people.set(index, { userId: user.id, playerId: player.id });
  }
  return people;
}

/**
 * Both parts, each only when it is not there yet, in one transaction. Returns what it added; nothing when the
 * demo's people or the open league are missing (the club is seeded first).
 */
export async function seedDemoDoubles(
  db: Database,
  club: { players: readonly { email: string }[]; today: string },
): Promise<{ mixedLeague: boolean; openPairs: boolean }> {
  return db.transaction(async (tx) => {
    const people = await peopleOf(tx, club.players);
    const mixedLeague = await seedMixedLeague(tx, people, club.today);
    const openPairs = await seedOpenDoublesPairs(tx, people);
    return { mixedLeague, openPairs };
  });
}

async function register(tx: Database, leagueId: number, playerId: number, open: 'registration_open' | 'active') {
  const result = await registerPlayer(tx, { playerId, leagueId, openStatuses: [open] });
  if (result.outcome !== 'registered') throw new Error(`${DEMO_MIXED_LEAGUE_NAME}: registration ${result.outcome}`);
}

async function seedMixedLeague(tx: Database, people: Map<number, Person>, today: string) {
  const name = DEMO_MIXED_LEAGUE_NAME;
  if (await findLeagueByName(tx, name)) return false;
  const pairs = DEMO_MIXED_DIVISIONS.flatMap((division) => division.pairs);
  if (pairs.some((pair) => !people.has(pair.anchor) || !people.has(pair.partner))) return false;
  const person = (index: number) => people.get(index)!;

  const league = await insertLeague(tx, { ...demoMixedLeague(today), regionId: null });
  await expectStep(changeLeagueStatus(tx, league.id, 'draft', 'registration_open'), name);
  const placements = [];
  for (const division of DEMO_MIXED_DIVISIONS) {
    const row = await insertDivision(tx, league.id, {
      divisionName: division.divisionName,
      rankLevel: division.rankLevel,
      gender: 'coed',
    });
    for (const pair of division.pairs) {
      // The anchor registers and pairs up; only the anchor is placed: the pair plays under their id (ADR 078).
      await register(tx, league.id, person(pair.anchor).playerId, 'registration_open');
      await insertCompletePair(tx, {
        leagueId: league.id,
        anchorPlayerId: person(pair.anchor).playerId,
        partnerPlayerId: person(pair.partner).playerId,
        createdByUserId: person(pair.anchor).userId,
      });
      placements.push({ playerId: person(pair.anchor).playerId, divisionId: row!.id });
    }
  }
  await expectStep(changeLeagueStatus(tx, league.id, 'registration_open', 'registration_closed'), name);
  await expectOutcome(saveDraftAssignments(tx, league.id, placements), 'saved', name);
  await expectOutcome(publishLeague(tx, league.id), 'published', name);
  await expectOutcome(startLeague(tx, league.id), 'started', name);
  // The partners' registrations, once the pairs are placed and playing: a start that counts every registered
  // player as an entry to place would otherwise refuse them.
  for (const pair of pairs) await register(tx, league.id, person(pair.partner).playerId, 'active');

  const partnerOf = new Map(pairs.map((pair) => [person(pair.anchor).playerId, person(pair.partner)]));
  const userOf = new Map(pairs.map((pair) => [person(pair.anchor).playerId, person(pair.anchor).userId]));
  const james = person(DEMO_EVERY_STATE_PLAYER).playerId;
  const rows = await tx.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));
  const jamesSteps = [...DEMO_JAMES_STEPS];
  // Each division's own plan for the matches that are not James's, by the division's id.
  const divisionIds = [...new Set(placements.map((placement) => placement.divisionId))];
  const otherSteps = new Map<number, DemoDoublesStep[]>(
    DEMO_MIXED_DIVISIONS.map((division, index) => [divisionIds[index]!, [...division.steps]]),
  );
  for (const [k, match] of rows.entries()) {
    const isJames = match.homePlayerId === james || match.awayPlayerId === james;
    const step = (isJames ? jamesSteps : otherSteps.get(match.divisionId))?.shift() ?? 'open';
    // James's pair is at home in its own steps' telling: his opponents enter the score he confirms, and propose.
    const [ours, theirs] =
      isJames && match.awayPlayerId === james
        ? [match.awayPlayerId, match.homePlayerId]
        : [match.homePlayerId, match.awayPlayerId];
    const anchorActor = (anchorId: number): MatchActor => ({ userId: userOf.get(anchorId)!, isAdmin: false });
    const partnerActor = (anchorId: number): MatchActor => ({
      userId: partnerOf.get(anchorId)!.userId,
      isAdmin: false,
    });
    if (step === 'confirmed' || step === 'awaiting_confirmation') {
      const day = -3 - 4 * k;
      const at = new Date(clubTime(today, Math.max(day, -27), '18:30'));
      await expectStep(scheduleMatch(tx, { matchId: match.id, matchDatetime: at, actor: anchorActor(theirs) }), name);
      await dateLatestEvent(tx, match.id, new Date(at.getTime() - 4 * 86_400_000));
      // Scores keep the player who entered them: here the partner of the pair that did not book (ADR 078).
      const enteredBy = step === 'awaiting_confirmation' ? theirs : ours;
      await expectStep(
        recordScore(tx, {
          matchId: match.id,
          status: 'normal',
          sets: validSets('normal', doublesScore(k), league.scoringFormat),
          submittedByPlayerId: partnerOf.get(enteredBy)!.playerId,
          confirmation: 'pending',
          actor: partnerActor(enteredBy),
        }),
        name,
      );
      await dateLatestEvent(tx, match.id, new Date(at.getTime() + 3 * 3_600_000));
      if (step === 'confirmed') {
        const other = enteredBy === ours ? theirs : ours;
        await expectStep(confirmScore(tx, { matchId: match.id, actor: anchorActor(other) }), name);
        await dateLatestEvent(tx, match.id, new Date(at.getTime() + 86_400_000));
      }
    } else if (step === 'scheduled') {
      const at = new Date(clubTime(today, 3 + (k % 5), '18:30'));
      await expectStep(scheduleMatch(tx, { matchId: match.id, matchDatetime: at, actor: partnerActor(ours) }), name);
    } else if (step === 'proposed') {
      // From the other pair to James's: either of James's pair answers for it.
      const proposal = await insertProposal(tx, {
        matchId: match.id,
        leagueId: league.id,
        divisionId: match.divisionId,
        proposerPlayerId: theirs,
        opponentPlayerId: ours,
        proposedTime: new Date(clubTime(today, 5, '19:00')),
        locationId: null,
      });
      if (!proposal) throw new Error(`${name}: the demo proposal was refused`);
    }
  }

  for (const { player, slots } of demoDoublesAvailability(today)) {
    const { userId } = person(player);
    const divisionId = placementOf(player, placements, people);
    await insertSlots(
      tx,
      userId,
      slots.map((slot) => ({
        leagueId: league.id,
        divisionId,
        startTime: new Date(slot.start),
        endTime: new Date(slot.end),
        isRecurring: true,
        recurrenceRule: slot.rule,
        timeZone: 'America/Chicago',
      })),
    );
  }
  return true;
}

/** The division a player's slots are filed under: their pair's, placed under its anchor. */
function placementOf(
  player: number,
  placements: { playerId: number; divisionId: number }[],
  people: Map<number, Person>,
) {
  const pair = DEMO_MIXED_DIVISIONS.flatMap((division) => division.pairs).find(
    (candidate) => candidate.anchor === player || candidate.partner === player,
  )!;
  return placements.find((placement) => placement.playerId === people.get(pair.anchor)!.playerId)!.divisionId;
}

/** The open Doubles league's pairs: complete ones, an unanswered invitation, and one player left on their own. */
async function seedOpenDoublesPairs(tx: Database, people: Map<number, Person>) {
  const league = await findLeagueByName(tx, DEMO_OPEN_DOUBLES_LEAGUE_NAME);
  if (!league || league.leagueStatus !== 'registration_open') return false;
  const [existing] = await tx
    .select({ id: leaguePairs.id })
    .from(leaguePairs)
    .where(eq(leaguePairs.leagueId, league.id))
    .limit(1);
  if (existing) return false;
  const { complete, invited } = DEMO_OPEN_DOUBLES;
  if ([...complete, invited].some((pair) => !people.has(pair.anchor) || !people.has(pair.partner))) return false;
  for (const pair of complete) {
    await insertCompletePair(tx, {
      leagueId: league.id,
      anchorPlayerId: people.get(pair.anchor)!.playerId,
      partnerPlayerId: people.get(pair.partner)!.playerId,
      createdByUserId: people.get(pair.anchor)!.userId,
    });
  }
  await tx.insert(leaguePairs).values({
    leagueId: league.id,
    anchorPlayerId: people.get(invited.anchor)!.playerId,
    partnerPlayerId: people.get(invited.partner)!.playerId,
    status: 'invited',
    createdByUserId: people.get(invited.anchor)!.userId,
  });
  return true;
}
