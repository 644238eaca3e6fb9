import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { matches } from '../schema';
import {
  DEMO_FRIENDS,
  DEMO_FRIENDS_BOOKED,
  DEMO_FRIENDS_PLAYED,
  DEMO_PRIVATE_LEAGUE_NAME,
  demoPrivateLeague,
  friendsMatchTime,
  friendsScore,
} from '../../seed/demo-private-league';
import { dateLatestEvent, expectOutcome, expectStep, validSets } from './demo-seed-steps';
import { insertDivision } from './divisions';
import { createInviteLink, revokeInviteLink } from './league-invites';
import { publishLeague, saveDraftAssignments, startLeague } from './league-lifecycle';
import { changeLeagueStatus, findLeagueByName, insertLeague } from './leagues';
import { confirmScore, recordScore, scheduleMatch, type MatchActor } from './match-play';
import { insertProposal } from './match-proposals';
import { findPrimaryPlayer } from './players';
import { registerPlayer } from './registrations';
import { findUserByEmail } from './users';

/**
 * The demo's private league (seed/demo-private-league.ts), once: its organizer makes it, the friends register
 * and are placed, the organizer starts it, and half the round robin is played, booked or proposed, each step
 * by whoever would take it and through the functions the API calls. Also one working invite link and one turned
 * off. Returns false when it is there already or its people are missing.
 */
export async function seedDemoPrivateLeague(
  tx: Database,
  club: { players: readonly { email: string }[]; today: string },
): Promise<boolean> {
  if (await findLeagueByName(tx, DEMO_PRIVATE_LEAGUE_NAME)) return false;
  const people = [];
  for (const index of DEMO_FRIENDS) {
    const user = club.players[index] && (await findUserByEmail(tx, club.players[index].email));
    const player = user ? await findPrimaryPlayer(tx, user.id) : undefined;
    if (!user || !player) return false;
    people.push({ userId: user.id, playerId: player.id, rating: player.rating });
  }
  const organizer = people[0]!;
  const name = DEMO_PRIVATE_LEAGUE_NAME;

  const league = await insertLeague(tx, {
    ...demoPrivateLeague(club.today),
    publicVisible: false,
    organizerUserId: organizer.userId,
  });
  const division = await insertDivision(tx, league.id, {
    divisionName: 'Division 1',
    rankLevel: organizer.rating ?? 3.5,
    gender: 'coed',
  });
  await expectStep(changeLeagueStatus(tx, league.id, 'draft', 'registration_open'), name);
  for (const person of people) {
    const result = await registerPlayer(tx, {
      playerId: person.playerId,
      leagueId: league.id,
      openStatuses: ['registration_open'],
    });
    if (result.outcome !== 'registered') throw new Error(`${name}: registration ${result.outcome}`);
  }
  await expectStep(changeLeagueStatus(tx, league.id, 'registration_open', 'registration_closed'), name);
  const placements = people.map((person) => ({ playerId: person.playerId, divisionId: division!.id }));
  await expectOutcome(saveDraftAssignments(tx, league.id, placements), 'saved', name);
  await expectOutcome(publishLeague(tx, league.id), 'published', name);
  await expectOutcome(startLeague(tx, league.id), 'started', name);

  const userOf = new Map(people.map((person) => [person.playerId, person.userId]));
  const actor = (playerId: number): MatchActor => ({ userId: userOf.get(playerId)!, isAdmin: false });
  const rows = await tx.select().from(matches).where(eq(matches.leagueId, league.id)).orderBy(asc(matches.id));
  for (const [k, match] of rows.entries()) {
    const home = actor(match.homePlayerId);
    const away = actor(match.awayPlayerId);
    if (k < DEMO_FRIENDS_PLAYED) {
      // A Friday or so apart, the last one four days ago; entered the evening after and confirmed a day later.
      const day = -4 - 3 * (DEMO_FRIENDS_PLAYED - 1 - k);
      const at = new Date(friendsMatchTime(club.today, day));
      await expectStep(
        scheduleMatch(tx, { matchId: match.id, matchDatetime: at, locationId: null, actor: home }),
        name,
      );
      await dateLatestEvent(tx, match.id, new Date(at.getTime() - 3 * 86_400_000));
      const { sets } = friendsScore(k);
      await expectStep(
        recordScore(tx, {
          matchId: match.id,
          status: 'normal',
          sets: validSets('normal', sets, league.scoringFormat),
          submittedByPlayerId: match.homePlayerId,
          confirmation: 'pending',
          actor: home,
        }),
        name,
      );
      await dateLatestEvent(tx, match.id, new Date(at.getTime() + 3 * 3_600_000));
      await expectStep(confirmScore(tx, { matchId: match.id, actor: away }), name);
      await dateLatestEvent(tx, match.id, new Date(at.getTime() + 86_400_000));
    } else if (k < DEMO_FRIENDS_PLAYED + DEMO_FRIENDS_BOOKED) {
      const at = new Date(friendsMatchTime(club.today, 2 + 3 * (k - DEMO_FRIENDS_PLAYED)));
      await expectStep(
        scheduleMatch(tx, { matchId: match.id, matchDatetime: at, locationId: null, actor: home }),
        name,
      );
    } else if (k === DEMO_FRIENDS_PLAYED + DEMO_FRIENDS_BOOKED) {
      // One open proposal, waiting for its answer.
      const proposal = await insertProposal(tx, {
        matchId: match.id,
        leagueId: league.id,
        divisionId: division!.id,
        proposerPlayerId: match.homePlayerId,
        opponentPlayerId: match.awayPlayerId,
        proposedTime: new Date(friendsMatchTime(club.today, 6)),
        locationId: null,
      });
      if (!proposal) throw new Error(`${name}: the demo proposal was refused`);
    }
  }

  const link = (maxUses: number | null) =>
    createInviteLink(tx, {
      leagueId: league.id,
      token: randomBytes(16).toString('base64url'),
      createdByUserId: organizer.userId,
      maxUses,
    });
  await expectOutcome(link(null), 'created', name);
  const old = await link(4);
  if (old.outcome !== 'created') throw new Error(`${name}: ${old.outcome}`);
  await revokeInviteLink(tx, old.link.id, new Date());
  return true;
}
