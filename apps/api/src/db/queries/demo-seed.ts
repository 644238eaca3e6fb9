import type { Database } from '../client';
import type { DemoLeague } from '../../seed/demo-club';
import { insertDivision } from './divisions';
import { insertInviteCode } from './invite-codes';
import { publishLeague, saveDraftAssignments, startLeague } from './league-lifecycle';
import { changeLeagueStatus, findLeagueByName, insertLeague } from './leagues';
import { insertLocation } from './locations';
import { findPrimaryPlayer, insertPlayer } from './players';
import { insertRegion } from './regions';
import { registerPlayer } from './registrations';
import { findUserByEmail, insertUser } from './users';

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
}

/**
 * All or nothing, and only once. The owner's email marks a database that already has the people; the first
 * league's name marks one that already has the leagues (so a club seeded before leagues existed gets them).
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
    if (league.status === 'pending_start') continue;

    await expectOutcome(startLeague(tx, id), 'started', league.name);
  }
}

async function primaryPlayerId(tx: Database, email: string) {
  const user = await findUserByEmail(tx, email);
  const player = user ? await findPrimaryPlayer(tx, user.id) : undefined;
  if (!player) throw new Error(`The demo player ${email} is missing.`);
  return player.id;
}

async function expectStep(step: Promise<unknown>, league: string) {
  if (!(await step)) throw new Error(`${league}: a status change was refused`);
}

async function expectOutcome(step: Promise<{ outcome: string }>, wanted: string, league: string) {
  const { outcome } = await step;
  if (outcome !== wanted) throw new Error(`${league}: ${outcome}`);
}
