import { and, eq, sql } from 'drizzle-orm';
import { isBeforePlay, type LeagueStatus } from '@courtside/shared/league/league-status';
import { pairGenderRefusal, playsAsPairs } from '@courtside/shared/league/pairs';
import type { NotificationKind } from '@courtside/shared/schemas/notifications';
import type { Database } from '../client';
import { leaguePairs, notifications, registrations } from '../schema';
import { findPlacementOfPlayer } from './divisions';
import { lockLeague, type LeagueRow } from './leagues';
import { findPairOfPlayer, type PairRow } from './pairs';
import { findPlayerById, type PlayerRow } from './players';
import { findRegistration, hasPlaceLeft } from './registrations';

// Every change of a pair runs in one transaction that starts by locking the league's row, as registrations do:
// invitations, answers, pairings and registrations of one league happen one after the other, so the checks
// below (who is in a pair, the places left, the status) still hold when the change is written (ADR 078).

export type PairRefusal =
  | { outcome: 'league-not-found' }
  | { outcome: 'singles' }
  | { outcome: 'not-open'; status: LeagueStatus }
  | { outcome: 'started'; status: LeagueStatus }
  | { outcome: 'full' }
  | { outcome: 'player-paired'; player: PlayerRow; role: 'caller' | 'partner' }
  | { outcome: 'not-registered'; player: PlayerRow }
  | { outcome: 'placed'; player: PlayerRow }
  | { outcome: 'gender'; message: string }
  | { outcome: 'pair-not-found' }
  | { outcome: 'player-not-found' }
  | { outcome: 'not-invited' };

export type PairChange = PairRefusal | { outcome: 'done'; pair: PairRow };

async function notify(
  tx: Database,
  row: { userId: number; kind: NotificationKind; leagueId: number; actorUserId: number | null },
) {
  await tx.insert(notifications).values(row);
}

/** Locks a doubles league; the refusal when it is gone or plays singles. */
async function lockDoublesLeague(tx: Database, leagueId: number): Promise<LeagueRow | PairRefusal> {
  const league = await lockLeague(tx, leagueId);
  if (!league) return { outcome: 'league-not-found' };
  if (!playsAsPairs(league.leagueType)) return { outcome: 'singles' };
  return league;
}

const isRefusal = (value: object): value is PairRefusal => 'outcome' in value;

/** Neither player may be in another pair of the league, and a Mixed pair is one man and one woman. */
async function checkNewPair(
  tx: Database,
  league: LeagueRow,
  anchor: PlayerRow,
  partner: PlayerRow,
): Promise<PairRefusal | null> {
  if (await findPairOfPlayer(tx, league.id, anchor.id)) {
    return { outcome: 'player-paired', player: anchor, role: 'caller' };
  }
  if (await findPairOfPlayer(tx, league.id, partner.id)) {
    return { outcome: 'player-paired', player: partner, role: 'partner' };
  }
  const gender = pairGenderRefusal(league.leagueType, anchor.gender, partner.gender);
  return gender ? { outcome: 'gender', message: gender } : null;
}

/** A partner-to-be who still holds a placement of their own (from a pair since broken) would play twice. */
async function isPlaced(tx: Database, leagueId: number, playerId: number) {
  return (await findPlacementOfPlayer(tx, leagueId, playerId)) !== undefined;
}

async function registerIfNeeded(tx: Database, leagueId: number, playerId: number) {
  await tx.insert(registrations).values({ playerId, leagueId }).onConflictDoNothing();
}

/**
 * POST pairs/invite: `anchor` enters a doubles league with `partner`, invited. The anchor is registered when
 * not yet, which takes a place; an anchor already registered alone turns their place into the pair's.
 */
export async function invitePartner(
  db: Database,
  params: {
    leagueId: number;
    anchor: PlayerRow;
    partner: PlayerRow;
    openStatuses: readonly LeagueStatus[];
    actorUserId: number;
  },
): Promise<PairChange> {
  return db.transaction(async (tx) => {
    const league = await lockDoublesLeague(tx, params.leagueId);
    if (isRefusal(league)) return league;
    if (!params.openStatuses.includes(league.leagueStatus)) return { outcome: 'not-open', status: league.leagueStatus };
    const refusal = await checkNewPair(tx, league, params.anchor, params.partner);
    if (refusal) return refusal;
    if (!(await findRegistration(tx, params.anchor.id, league.id))) {
      if (!(await hasPlaceLeft(tx, league))) return { outcome: 'full' };
      await registerIfNeeded(tx, league.id, params.anchor.id);
    }
    const [pair] = await tx
      .insert(leaguePairs)
      .values({
        leagueId: league.id,
        anchorPlayerId: params.anchor.id,
        partnerPlayerId: params.partner.id,
        createdByUserId: params.actorUserId,
      })
      .returning();
    await notify(tx, {
      userId: params.partner.userId,
      kind: 'partner_invited',
      leagueId: league.id,
      actorUserId: params.actorUserId,
    });
    return { outcome: 'done', pair: pair! };
  });
}

/** Locks the pair's league and reads the pair again under the lock; the refusal when it is gone. */
async function lockPair(
  tx: Database,
  pairId: number,
  leagueId: number,
): Promise<{ league: LeagueRow; pair: PairRow } | PairRefusal> {
  const league = await lockLeague(tx, leagueId);
  if (!league) return { outcome: 'league-not-found' };
  const [pair] = await tx.select().from(leaguePairs).where(eq(leaguePairs.id, pairId)).limit(1);
  if (!pair) return { outcome: 'pair-not-found' };
  return { league, pair };
}

/**
 * PUT pairs/accept: the invited partner joins. They are registered (if they were not) and the pair completes in
 * the same transaction, while the league is still open to them; a partner who had registered alone gives their
 * own place up for the pair's.
 */
export async function acceptInvitation(
  db: Database,
  params: { pairId: number; leagueId: number; openStatuses: readonly LeagueStatus[]; actorUserId: number },
): Promise<PairChange> {
  return db.transaction(async (tx) => {
    const locked = await lockPair(tx, params.pairId, params.leagueId);
    if (isRefusal(locked)) return locked;
    const { league, pair } = locked;
    if (pair.status !== 'invited') return { outcome: 'not-invited' };
    if (!params.openStatuses.includes(league.leagueStatus)) return { outcome: 'not-open', status: league.leagueStatus };
    const [anchor, partner] = await Promise.all([
      findPlayerById(tx, pair.anchorPlayerId),
      findPlayerById(tx, pair.partnerPlayerId),
    ]);
    // Play Types may have changed since the invitation.
    const gender = pairGenderRefusal(league.leagueType, anchor?.gender, partner?.gender);
    if (gender) return { outcome: 'gender', message: gender };
    if (partner && (await isPlaced(tx, league.id, partner.id))) return { outcome: 'placed', player: partner };
    await registerIfNeeded(tx, league.id, pair.partnerPlayerId);
    const [completed] = await tx
      .update(leaguePairs)
      .set({ status: 'complete', completedAt: sql`now()` })
      .where(and(eq(leaguePairs.id, pair.id), eq(leaguePairs.status, 'invited')))
      .returning();
    if (anchor) {
      await notify(tx, {
        userId: anchor.userId,
        kind: 'partner_accepted',
        leagueId: league.id,
        actorUserId: params.actorUserId,
      });
    }
    return { outcome: 'done', pair: completed! };
  });
}

/**
 * PUT pairs/decline (the partner, `tell` the anchor) and DELETE pairs/withdraw (the anchor): the invitation
 * goes; the anchor stays registered, alone, and the partner keeps whatever registration they had.
 */
export async function endInvitation(
  db: Database,
  params: { pairId: number; leagueId: number; actorUserId: number; tellAnchor: boolean },
): Promise<PairChange> {
  return db.transaction(async (tx) => {
    const locked = await lockPair(tx, params.pairId, params.leagueId);
    if (isRefusal(locked)) return locked;
    const { league, pair } = locked;
    if (pair.status !== 'invited') return { outcome: 'not-invited' };
    await tx.delete(leaguePairs).where(and(eq(leaguePairs.id, pair.id), eq(leaguePairs.status, 'invited')));
    if (params.tellAnchor) {
      const anchor = await findPlayerById(tx, pair.anchorPlayerId);
      if (anchor) {
        await notify(tx, {
          userId: anchor.userId,
          kind: 'partner_declined',
          leagueId: league.id,
          actorUserId: params.actorUserId,
        });
      }
    }
    return { outcome: 'done', pair };
  });
}

/** Managers pair and re-pair players only until play starts: after it, a pair's matches are its own. */
function refuseOnceStarted(league: LeagueRow): PairRefusal | null {
  return isBeforePlay(league.leagueStatus) ? null : { outcome: 'started', status: league.leagueStatus };
}

async function registeredPlayer(tx: Database, leagueId: number, playerId: number): Promise<PlayerRow | PairRefusal> {
  const player = await findPlayerById(tx, playerId);
  if (!player) return { outcome: 'player-not-found' };
  if (!(await findRegistration(tx, playerId, leagueId))) return { outcome: 'not-registered', player };
  return player;
}

/**
 * POST pairs/create: a manager pairs two registered players who have no pair, complete from the start. A
 * manager's pairing writes no notification: the kinds there are say that a player invited, accepted or declined,
 * and none did.
 */
export async function createPairAsManager(
  db: Database,
  params: { leagueId: number; anchorPlayerId: number; partnerPlayerId: number; actorUserId: number },
): Promise<PairChange> {
  return db.transaction(async (tx) => {
    const league = await lockDoublesLeague(tx, params.leagueId);
    if (isRefusal(league)) return league;
    const started = refuseOnceStarted(league);
    if (started) return started;
    const anchor = await registeredPlayer(tx, league.id, params.anchorPlayerId);
    if (isRefusal(anchor)) return anchor;
    const partner = await registeredPlayer(tx, league.id, params.partnerPlayerId);
    if (isRefusal(partner)) return partner;
    const refusal = await checkNewPair(tx, league, anchor, partner);
    if (refusal) return refusal;
    if (await isPlaced(tx, league.id, partner.id)) return { outcome: 'placed', player: partner };
    const [pair] = await tx
      .insert(leaguePairs)
      .values({
        leagueId: league.id,
        anchorPlayerId: anchor.id,
        partnerPlayerId: partner.id,
        status: 'complete',
        completedAt: sql`now()`,
        createdByUserId: params.actorUserId,
      })
      .returning();
    return { outcome: 'done', pair: pair! };
  });
}

/**
 * PUT pairs/changePartner: a manager gives a pair another partner before play starts. The anchor, and with it
 * the pair's placement, stays; the old partner stays registered, alone. An invited pair becomes complete: the
 * manager's pairing stands for the acceptance.
 */
export async function changePartnerAsManager(
  db: Database,
  params: { pairId: number; leagueId: number; partnerPlayerId: number; actorUserId: number },
): Promise<PairChange> {
  return db.transaction(async (tx) => {
    const locked = await lockPair(tx, params.pairId, params.leagueId);
    if (isRefusal(locked)) return locked;
    const { league, pair } = locked;
    const started = refuseOnceStarted(league);
    if (started) return started;
    const anchor = await findPlayerById(tx, pair.anchorPlayerId);
    const partner = await registeredPlayer(tx, league.id, params.partnerPlayerId);
    if (isRefusal(partner)) return partner;
    if (!anchor) return { outcome: 'pair-not-found' };
    if (await findPairOfPlayer(tx, league.id, partner.id)) {
      return { outcome: 'player-paired', player: partner, role: 'partner' };
    }
    const gender = pairGenderRefusal(league.leagueType, anchor.gender, partner.gender);
    if (gender) return { outcome: 'gender', message: gender };
    if (await isPlaced(tx, league.id, partner.id)) return { outcome: 'placed', player: partner };
    const [changed] = await tx
      .update(leaguePairs)
      .set({ partnerPlayerId: partner.id, status: 'complete', completedAt: sql`now()` })
      .where(eq(leaguePairs.id, pair.id))
      .returning();
    return { outcome: 'done', pair: changed! };
  });
}
