import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { localDateTimeToUtcIso } from '@courtside/shared/availability/local-date';
import { DEFAULT_SCORING_FORMAT, type ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import type { Side } from '@courtside/shared/tennis/types';
import type { Database } from '../client';
import { divisionAssignments, leagues, matchProposals, matches } from '../schema';
import type { DemoLeague } from '../../seed/demo-club';
import { DEMO_TIME_ZONE, planDemoSeason, type DemoStep } from '../../seed/demo-season';
import { planDemoWeek } from '../../seed/demo-week';
import { insertSlots } from './availability';
import { leagueHasAvailabilityOrProposals } from './demo-availability';
import { insertDivision, listDivisionsOfLeague } from './divisions';
import { insertInviteCode } from './invite-codes';
import { publishLeague, saveDraftAssignments, startLeague } from './league-lifecycle';
import { changeLeagueStatus, findLeagueByName, insertLeague } from './leagues';
import { insertLocation, listLocations } from './locations';
import { acceptProposal, cancelProposal, declineProposal, insertProposal } from './match-proposals';
import {
  confirmScore,
  disputeScore,
  recordScore,
  resolveDisputedScore,
  scheduleMatch,
  type MatchActor,
  type MatchRow,
} from './match-play';
import { findPrimaryPlayer, insertPlayer } from './players';
import { insertRegion } from './regions';
import { registerPlayer } from './registrations';
import { findUserByEmail, insertUser } from './users';
import { dateLatestEvent, expectOutcome, expectStep, primaryPlayerId, validSets } from './demo-seed-steps';
import { seedDemoPrivateLeague } from './demo-private-league';

interface DemoClub {
  staff: { email: string; firstname: string; lastname: string; userType: 'owner' | 'admin' }[];
  players: {
    email: string;
    firstname: string;
    lastname: string;
    gender: 'Mens' | 'Ladies';
    rating: number;
    birthdate: string;
    age: number;
    phoneNumber: string;
    address: string;
    bio: string;
  }[];
  inviteCodes: { code: string; maxUses: number; expiresAt: Date | null }[];
  passwordHash: string;
  regions: { cityArea: string; state: string }[];
  locations: { name: string; address: string; hasLights: boolean }[];
  leagues: DemoLeague[];
  /** YYYY-MM-DD: the season of the league under way is played up to this day. */
  today: string;
}

/**
 * All or nothing, and only once. The owner's email marks a database that already has the people; the first
 * league's name marks one that already has the leagues (so a club seeded before leagues existed gets them);
 * a league under way whose matches are all unscheduled gets its half season (so does a club seeded before
 * the season existed, unless someone has arranged or scored one of its matches since), and one where nobody
 * has given availability or sent a proposal gets its coming week.
 */
export async function seedDemoClub(db: Database, club: DemoClub): Promise<'seeded' | 'already-seeded'> {
  return db.transaction(async (tx) => {
    let changed = false;
    if (!(await findUserByEmail(tx, club.staff[0]!.email))) {
      await seedPeople(tx, club);
      changed = true;
    }
    if (!(await findLeagueByName(tx, club.leagues[0]!.name))) {
      await seedLeagues(tx, club);
      changed = true;
    }
    if (await seedSeason(tx, club)) changed = true;
    if (await seedWeek(tx, club)) changed = true;
    if (await seedDemoPrivateLeague(tx, club)) changed = true;
    return changed ? 'seeded' : 'already-seeded';
  });
}

async function seedPeople(tx: Database, club: DemoClub) {
  for (const person of club.staff) {
    const user = await insertUser(tx, { ...person, passwordHash: club.passwordHash, verified: true });
    await insertPlayer(tx, {
      userId: user.id,
      primaryPlayer: true,
      firstName: person.firstname,
      lastName: person.lastname,
    });
  }
  for (const person of club.players) {
    const user = await insertUser(tx, {
      email: person.email,
      firstname: person.firstname,
      lastname: person.lastname,
      passwordHash: club.passwordHash,
      userType: 'player',
      verified: true,
    });
    await insertPlayer(tx, {
      userId: user.id,
      primaryPlayer: true,
      firstName: person.firstname,
      lastName: person.lastname,
      gender: person.gender,
      rating: person.rating,
      birthdate: person.birthdate,
      age: person.age,
      phoneNumber: person.phoneNumber,
      address: person.address,
      bio: person.bio || null,
    });
  }
  for (const code of club.inviteCodes) await insertInviteCode(tx, code);
}

/**
 * Regions, locations and leagues, each league taken to its status the way an admin would: open registration,
 * players register, close it, save the draft placements, publish, start. The same functions the API calls do
 * every step, so the demo's matches are exactly what a real start creates.
 */
async function seedLeagues(tx: Database, club: DemoClub) {
  const regionIds = [];
  for (const region of club.regions) regionIds.push((await insertRegion(tx, region)).id);
  for (const location of club.locations) await insertLocation(tx, location);
  const playerIds = [];
  for (const person of club.players) playerIds.push(await primaryPlayerId(tx, person.email));

  for (const league of club.leagues) {
    const { id } = await insertLeague(tx, {
      name: league.name,
      leagueType: league.leagueType,
      ageCategory: league.ageCategory,
      season: league.season,
      rules: league.rules,
      entryFee: league.entryFee,
      gender: league.gender,
      regionId: regionIds[league.region]!,
      minPlayersPerDivision: league.minPlayersPerDivision,
      maxPlayersPerDivision: league.maxPlayersPerDivision,
      maxRegistrations: league.maxRegistrations,
      registrationStart: league.registrationStart,
      registrationEnd: league.registrationEnd,
      playStart: league.playStart,
      playEnd: league.playEnd,
      publicVisible: true,
      bannerUrl: null,
      scoringFormat: league.scoringFormat ?? DEFAULT_SCORING_FORMAT,
    });
    const placements: { playerId: number; divisionId: number }[] = [];
    for (const division of league.divisions) {
      const row = await insertDivision(tx, id, {
        divisionName: division.divisionName,
        rankLevel: division.rankLevel,
        gender: division.gender,
      });
      for (const index of division.players) placements.push({ playerId: playerIds[index]!, divisionId: row!.id });
    }
    if (league.status === 'draft') continue;

    await expectStep(changeLeagueStatus(tx, id, 'draft', 'registration_open'), league.name);
    for (const index of league.players) {
      const result = await registerPlayer(tx, {
        playerId: playerIds[index]!,
        leagueId: id,
        openStatuses: ['registration_open'],
      });
      if (result.outcome !== 'registered') throw new Error(`${league.name}: registration ${result.outcome}`);
    }
    if (league.status === 'registration_open') continue;

    await expectStep(changeLeagueStatus(tx, id, 'registration_open', 'registration_closed'), league.name);
    await expectOutcome(saveDraftAssignments(tx, id, placements), 'saved', league.name);
    await expectOutcome(publishLeague(tx, id), 'published', league.name);
    if (league.status !== 'pending_start') await expectOutcome(startLeague(tx, id), 'started', league.name);
    await dateLeagueHistory(tx, id, league);
  }
}

/**
 * Dates the league's last step and its placements when the league's own dates say they happened, as the season's
 * audit rows are (the seed takes every step at once): Recent Activity then tells of a start weeks ago, not today.
 */
async function dateLeagueHistory(tx: Database, leagueId: number, league: DemoLeague) {
  const at = (date: string) => {
    const iso = localDateTimeToUtcIso(date, '09:00', DEMO_TIME_ZONE);
    if (iso === null) throw new Error(`${league.name}: no such day ${date}`);
    return new Date(iso);
  };
  // Placements are published two days after registration closes.
  const published = new Date(Date.parse(`${league.registrationEnd}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const reached: Record<DemoLeague['status'], string> = {
    draft: league.registrationStart,
    registration_open: league.registrationStart,
    pending_start: published,
    active: league.playStart,
  };
  await tx
    .update(leagues)
    .set({ statusChangedAt: at(reached[league.status]) })
    .where(eq(leagues.id, leagueId));
  await tx
    .update(divisionAssignments)
    .set({ assignedAt: at(published) })
    .where(eq(divisionAssignments.leagueId, leagueId));
}

/**
 * Plays half a season in the league under way (demo-season.ts), each change made by whoever would make it:
 * the players schedule, enter and answer scores, the demo admin rules on a dispute. Every change goes
 * through the functions the API calls, and its audit row is then dated when the plan says it happened, so
 * the trail reads like weeks of play rather than one second. Returns false when there is nothing to play:
 * no such league, not under way, already touched, or holding players the demo does not know.
 */
async function seedSeason(tx: Database, club: DemoClub): Promise<boolean> {
  const demoLeague = club.leagues.find((league) => league.status === 'active');
  const league = demoLeague && (await findLeagueByName(tx, demoLeague.name));
  if (!league || league.leagueStatus !== 'active') return false;
  const [touched] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.leagueId, league.id), ne(matches.status, 'unscheduled')))
    .limit(1);
  if (touched) return false;

  const people = new Map<number, { index: number; userId: number }>();
  for (const [index, person] of club.players.entries()) {
    const user = await findUserByEmail(tx, person.email);
    const player = user ? await findPrimaryPlayer(tx, user.id) : undefined;
    if (user && player) people.set(player.id, { index, userId: user.id });
  }
  const adminEmail = club.staff.find((person) => person.userType === 'admin')?.email;
  const admin = adminEmail ? await findUserByEmail(tx, adminEmail) : undefined;
  if (!admin) throw new Error('The demo admin is missing.');
  const locationsByName = new Map((await listLocations(tx)).map((location) => [location.name, location.id]));
  const locationIds = club.locations.map((location) => locationsByName.get(location.name) ?? null);

  const rows = await tx.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));
  if (rows.some((row) => !people.has(row.homePlayerId) || !people.has(row.awayPlayerId))) return false;
  const divisionIds = (await listDivisionsOfLeague(tx, league.id)).map((division) => division.id);
  const byDivision = divisionIds.map((id) => rows.filter((row) => row.divisionId === id));
  const plan = planDemoSeason({
    today: club.today,
    playStart: league.playStart,
    scoringFormat: league.scoringFormat,
    divisions: byDivision.map((own) =>
      own.map((row) => ({ home: people.get(row.homePlayerId)!.index, away: people.get(row.awayPlayerId)!.index })),
    ),
  });

  let played = false;
  for (const [division, own] of byDivision.entries()) {
    for (const [position, match] of own.entries()) {
      const asSide = (side: Side): MatchActor => ({
        userId: people.get(side === 'home' ? match.homePlayerId : match.awayPlayerId)!.userId,
        isAdmin: false,
      });
      for (const step of plan[division]![position]!) {
        const done = await playStep(tx, match, step, {
          asSide,
          asAdmin: { userId: admin.id, isAdmin: true },
          locationIds,
          scoringFormat: league.scoringFormat,
        });
        if (!done) throw new Error(`${league.name}: match ${match.id} refused the step ${step.kind}`);
        await dateLatestEvent(tx, match.id, new Date(step.on));
        played = true;
      }
    }
  }
  return played;
}

/**
 * The coming week of the league under way (demo-week.ts): every player's availability, and proposals for
 * open matches that were answered the way the plan says, by whoever would answer them. Returns false when
 * the league is not under way, its play is over, or someone has already given availability or proposed.
 */
async function seedWeek(tx: Database, club: DemoClub): Promise<boolean> {
  const demoLeague = club.leagues.find((league) => league.status === 'active');
  const league = demoLeague && (await findLeagueByName(tx, demoLeague.name));
  if (!league || league.leagueStatus !== 'active' || league.playEnd <= club.today) return false;
  if (await leagueHasAvailabilityOrProposals(tx, league.id)) return false;

  const people = new Map<number, { playerId: number; userId: number }>();
  for (const [index, person] of club.players.entries()) {
    const user = await findUserByEmail(tx, person.email);
    const player = user ? await findPrimaryPlayer(tx, user.id) : undefined;
    if (user && player) people.set(index, { playerId: player.id, userId: user.id });
  }
  const indexOf = new Map([...people].map(([index, person]) => [person.playerId, index]));
  const rows = await tx.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));
  if (rows.some((row) => !indexOf.has(row.homePlayerId) || !indexOf.has(row.awayPlayerId))) return false;
  const divisionIds = (await listDivisionsOfLeague(tx, league.id)).map((division) => division.id);
  const byDivision = divisionIds.map((id) => rows.filter((row) => row.divisionId === id));
  const plan = planDemoWeek({
    today: club.today,
    playEnd: league.playEnd,
    divisions: byDivision.map((own) =>
      own.map((row) => ({
        home: indexOf.get(row.homePlayerId)!,
        away: indexOf.get(row.awayPlayerId)!,
        unscheduled: row.status === 'unscheduled',
      })),
    ),
  });
  const locationsByName = new Map((await listLocations(tx)).map((location) => [location.name, location.id]));
  const locationIds = club.locations.map((location) => locationsByName.get(location.name) ?? null);

  for (const slot of plan.slots) {
    await insertSlots(tx, people.get(slot.player)!.userId, [
      {
        leagueId: league.id,
        divisionId: divisionIds[slot.division]!,
        startTime: new Date(slot.start),
        endTime: new Date(slot.end),
        isRecurring: slot.rule !== null,
        recurrenceRule: slot.rule,
        timeZone: DEMO_TIME_ZONE,
      },
    ]);
  }
  // Acceptance refuses a time that has passed; on the seed's clock, the week starts tomorrow.
  const notBefore = new Date(`${club.today}T00:00:00Z`);
  for (const step of plan.proposals) {
    const proposerPlayerId = people.get(step.from)!.playerId;
    const recipient = people.get(step.to)!;
    const proposal = await insertProposal(tx, {
      matchId: byDivision[step.division]![step.fixture]!.id,
      leagueId: league.id,
      divisionId: divisionIds[step.division]!,
      proposerPlayerId,
      opponentPlayerId: recipient.playerId,
      proposedTime: new Date(step.at),
      locationId: locationIds[step.location] ?? null,
    });
    if (!proposal) throw new Error(`${league.name}: a demo proposal was refused`);
    const answered =
      step.outcome === 'pending' ||
      (step.outcome === 'accepted' &&
        (await acceptProposal(tx, {
          proposalId: proposal.id,
          recipientPlayerId: recipient.playerId,
          notBefore,
          actor: { userId: recipient.userId, isAdmin: false },
        }))) ||
      (step.outcome === 'declined' &&
        (await declineProposal(tx, { proposalId: proposal.id, recipientPlayerId: recipient.playerId }))) ||
      (step.outcome === 'canceled' && (await cancelProposal(tx, { proposalId: proposal.id, proposerPlayerId })));
    if (!answered) throw new Error(`${league.name}: the demo proposal ${proposal.id} could not be ${step.outcome}`);
    await dateProposalSent(tx, proposal.id, step.waitedHours);
  }
  return plan.slots.length > 0;
}

async function playStep(
  tx: Database,
  match: MatchRow,
  step: DemoStep,
  context: {
    asSide: (side: Side) => MatchActor;
    asAdmin: MatchActor;
    locationIds: (number | null)[];
    scoringFormat: ScoringFormat;
  },
): Promise<MatchRow | undefined> {
  const matchId = match.id;
  switch (step.kind) {
    case 'schedule':
      return scheduleMatch(tx, {
        matchId,
        matchDatetime: new Date(step.at),
        locationId: step.location === null ? null : (context.locationIds[step.location] ?? null),
        actor: context.asSide(step.by),
      });
    case 'score':
      return recordScore(tx, {
        matchId,
        status: step.status,
        sets: validSets(step.status, step.sets, context.scoringFormat),
        submittedByPlayerId: step.by === 'home' ? match.homePlayerId : match.awayPlayerId,
        confirmation: 'pending',
        actor: context.asSide(step.by),
      });
    case 'confirm':
      return confirmScore(tx, { matchId, actor: context.asSide(step.by) });
    case 'dispute':
      return disputeScore(tx, { matchId, reason: step.reason, actor: context.asSide(step.by) });
    case 'resolve':
      return resolveDisputedScore(tx, {
        matchId,
        status: step.status,
        sets: validSets(step.status, step.sets, context.scoringFormat),
        actor: context.asAdmin,
      });
  }
}

/** Moves a proposal's sending back by the hours it waited for its answer, or has waited so far. */
async function dateProposalSent(tx: Database, proposalId: number, waitedHours: number) {
  await tx
    .update(matchProposals)
    .set({ createdAt: sql`coalesce(${matchProposals.respondedAt}, now()) - make_interval(hours => ${waitedHours})` })
    .where(eq(matchProposals.id, proposalId));
}
