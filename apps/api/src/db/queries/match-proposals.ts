import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { ACTIVE_LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import type { Database } from '../client';
import { divisionAssignments, leaguePairs, leagues, locations, matchProposals, matches, players } from '../schema';
import { scheduleMatch, type MatchActor, type MatchRow } from './match-play';
import { playerIdsOfUser } from './players';
import { preparedOnce } from './prepared';

// Match proposals (league-play sections 3, 4 and 7): one player offers the other a time for their match; the
// other accepts (the match is scheduled then) or declines, and the sender may cancel while it is pending.
// Every answer is one conditional change with one winner (ADR 024): it gives back the changed row, or
// undefined when a precondition did not hold, and then nothing was written. Callers explain a refusal by
// reading the state afterwards.

export type ProposalRow = typeof matchProposals.$inferSelect;
export type NewProposal = Pick<
  typeof matchProposals.$inferInsert,
  | 'matchId'
  | 'leagueId'
  | 'divisionId'
  | 'proposerPlayerId'
  | 'opponentPlayerId'
  | 'proposedTime'
  | 'locationId'
  | 'sentByUserId'
>;

const proposer = alias(players, 'proposer');
const opponent = alias(players, 'opponent');
// In doubles a proposal goes from pair to pair, named by their anchors (ADR 078); the partners stand beside them.
const proposerPair = alias(leaguePairs, 'proposer_pair');
const opponentPair = alias(leaguePairs, 'opponent_pair');
const proposerPartner = alias(players, 'proposer_partner');
const opponentPartner = alias(players, 'opponent_partner');

/** The complete pair of the proposal's league anchored by `anchor`. */
const pairOf = (pair: typeof proposerPair | typeof opponentPair, anchor: PgColumn) =>
  and(eq(pair.leagueId, matchProposals.leagueId), eq(pair.anchorPlayerId, anchor), eq(pair.status, 'complete'));

function detailRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      proposal: matchProposals,
      proposer: { firstName: proposer.firstName, lastName: proposer.lastName, userId: proposer.userId },
      opponent: { firstName: opponent.firstName, lastName: opponent.lastName, userId: opponent.userId },
      proposerPartner: {
        playerId: proposerPartner.id,
        firstName: proposerPartner.firstName,
        lastName: proposerPartner.lastName,
        userId: proposerPartner.userId,
      },
      opponentPartner: {
        playerId: opponentPartner.id,
        firstName: opponentPartner.firstName,
        lastName: opponentPartner.lastName,
        userId: opponentPartner.userId,
      },
      locationName: locations.name,
    })
    .from(matchProposals)
    .innerJoin(proposer, eq(proposer.id, matchProposals.proposerPlayerId))
    .innerJoin(opponent, eq(opponent.id, matchProposals.opponentPlayerId))
    .leftJoin(proposerPair, pairOf(proposerPair, matchProposals.proposerPlayerId))
    .leftJoin(proposerPartner, eq(proposerPartner.id, proposerPair.partnerPlayerId))
    .leftJoin(opponentPair, pairOf(opponentPair, matchProposals.opponentPlayerId))
    .leftJoin(opponentPartner, eq(opponentPartner.id, opponentPair.partnerPlayerId))
    .leftJoin(locations, eq(locations.id, matchProposals.locationId))
    .where(where);
}
export type ProposalWithDetails = Awaited<ReturnType<typeof detailRows>>[number];

export async function findProposalWithDetails(db: Database, id: number): Promise<ProposalWithDetails | undefined> {
  const [row] = await detailRows(db, eq(matchProposals.id, id)).limit(1);
  return row;
}

/** The anchors of the complete pairs one of the user's players partners, in any league. */
const anchorsPartneredBy = (userId: SQL.Aliased | SQL | ReturnType<typeof sql.placeholder>) =>
  sql`array(select ${leaguePairs.anchorPlayerId} from ${leaguePairs}
    inner join ${players} on ${players.id} = ${leaguePairs.partnerPlayerId}
    where ${players.userId} = ${userId} and ${leaguePairs.status} = 'complete')`;

/**
 * The proposals one of the user's players sent or received, in one league and division when given, soonest
 * proposed time first (the page is about what comes next); in doubles also those of the pairs the user partners
 * (ADR 078), kept only when the pair is of the proposal's league. Found through the proposer and opponent indexes
 * (ADR 060); each of the four filters is a statement built once (prepared.ts).
 */
export async function listProposalsOfUser(
  db: Database,
  userId: number,
  filter: { leagueId?: number; divisionId?: number } = {},
) {
  const inLeague = filter.leagueId !== undefined;
  const inDivision = filter.divisionId !== undefined;
  const name = `user_proposals${inLeague ? '_league' : ''}${inDivision ? '_division' : ''}`;
  const statement = preparedOnce(db, name, (db) => {
    const userId = sql.placeholder('userId');
    const mine = playerIdsOfUser(userId);
    const partnered = anchorsPartneredBy(userId);
    return detailRows(
      db,
      and(
        or(
          sql`${matchProposals.proposerPlayerId} = any(${mine})`,
          sql`${matchProposals.opponentPlayerId} = any(${mine})`,
          sql`${matchProposals.proposerPlayerId} = any(${partnered})`,
          sql`${matchProposals.opponentPlayerId} = any(${partnered})`,
        ),
        or(
          sql`${proposer.userId} = ${userId}`,
          sql`${opponent.userId} = ${userId}`,
          sql`${proposerPartner.userId} = ${userId}`,
          sql`${opponentPartner.userId} = ${userId}`,
        ),
        inLeague ? eq(matchProposals.leagueId, sql.placeholder('leagueId')) : undefined,
        inDivision ? eq(matchProposals.divisionId, sql.placeholder('divisionId')) : undefined,
      ),
    )
      .orderBy(asc(matchProposals.proposedTime), asc(matchProposals.id))
      .prepare(name);
  });
  return statement.execute({ userId, ...filter });
}

/**
 * The entries the user plays placed in a division of the league now, in id order: their own players, and in
 * doubles the anchors of the complete pairs they partner (ADR 078), which is whose id a proposal names.
 */
export async function listPlacedPlayersOfUser(db: Database, leagueId: number, userId: number) {
  return db
    .select({ playerId: divisionAssignments.playerId, divisionId: divisionAssignments.divisionId })
    .from(divisionAssignments)
    .where(
      and(
        eq(divisionAssignments.leagueId, leagueId),
        isNull(divisionAssignments.removedAt),
        or(
          sql`${divisionAssignments.playerId} = any(${playerIdsOfUser(userId)})`,
          sql`${divisionAssignments.playerId} in (select ${leaguePairs.anchorPlayerId} from ${leaguePairs}
            inner join ${players} on ${players.id} = ${leaguePairs.partnerPlayerId}
            where ${leaguePairs.leagueId} = ${leagueId} and ${leaguePairs.status} = 'complete'
              and ${players.userId} = ${userId})`,
        ),
      ),
    )
    .orderBy(asc(divisionAssignments.playerId));
}

/** The one match of two players in a division, whichever of them is at home. */
export async function findMatchOfPair(db: Database, divisionId: number, playerA: number, playerB: number) {
  const [row] = await db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.divisionId, divisionId),
        or(
          and(eq(matches.homePlayerId, playerA), eq(matches.awayPlayerId, playerB)),
          and(eq(matches.homePlayerId, playerB), eq(matches.awayPlayerId, playerA)),
        ),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Takes a share lock on the league while it is under way: a status step or a placement change (which lock the
 * league) waits for this change to commit, so a proposal never lands in a league that has just left play or
 * on a match its players have just lost. League first, then the match, as match-play does.
 */
async function lockLeagueIfUnderWay(tx: Database, leagueId: number) {
  const rows = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.id, leagueId), inArray(leagues.leagueStatus, [...ACTIVE_LEAGUE_STATUSES])))
    .for('share');
  return rows.length > 0;
}

/**
 * A new pending proposal for a match that is still unscheduled, in a league under way. The match is share
 * locked, so it cannot be scheduled or scored until this commits (and the WHERE is checked again if it was
 * changed meanwhile). The same pending time twice from the same player breaks the partial unique index
 * `match_proposals_one_pending_per_time`, which the caller reports; a location deleted meanwhile breaks
 * its foreign key.
 */
export async function insertProposal(db: Database, values: NewProposal): Promise<ProposalRow | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockLeagueIfUnderWay(tx, values.leagueId))) return undefined;
    const open = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(eq(matches.id, values.matchId), eq(matches.leagueId, values.leagueId), eq(matches.status, 'unscheduled')),
      )
      .for('share');
    if (open.length === 0) return undefined;
    const [row] = await tx.insert(matchProposals).values(values).returning();
    return row;
  });
}

/** Thrown inside a transaction to undo what it wrote when a later step is refused. */
class Refused extends Error {}

/**
 * The recipient accepts a pending proposal whose time has not passed (`notBefore`): in one transaction the
 * proposal becomes accepted, its match is scheduled at the proposed time and place (with its audit row,
 * `actor` acting), and every other pending proposal for that match is canceled by scheduleMatch, as its time is moot now.
 * Only a match that is still unscheduled can be scheduled this way; the league must be under way.
 *
 * Locks: the league (share), then the match, then proposals, so two acceptances for one match queue on the
 * match and the second sees it scheduled. The proposal's own state is decided by the UPDATE's WHERE alone.
 */
export async function acceptProposal(
  db: Database,
  params: { proposalId: number; recipientPlayerId: number; notBefore: Date; actor: MatchActor },
): Promise<{ proposal: ProposalRow; match: MatchRow } | undefined> {
  const { proposalId, recipientPlayerId, notBefore, actor } = params;
  try {
    return await db.transaction(async (tx) => {
      // A proposal's match and league never change, so reading them unlocked is safe.
      const [target] = await tx
        .select({ matchId: matchProposals.matchId, leagueId: matchProposals.leagueId })
        .from(matchProposals)
        .where(eq(matchProposals.id, proposalId));
      if (!target || !(await lockLeagueIfUnderWay(tx, target.leagueId))) return undefined;
      const unscheduled = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.id, target.matchId), eq(matches.status, 'unscheduled')))
        .for('no key update');
      if (unscheduled.length === 0) return undefined;

      const answeredAt = new Date();
      const [proposal] = await tx
        .update(matchProposals)
        .set({ status: 'accepted', respondedAt: answeredAt, answeredByUserId: actor.userId })
        .where(
          and(
            eq(matchProposals.id, proposalId),
            eq(matchProposals.status, 'pending'),
            eq(matchProposals.opponentPlayerId, recipientPlayerId),
            gt(matchProposals.proposedTime, notBefore),
          ),
        )
        .returning();
      if (!proposal) return undefined;

      const match = await scheduleMatch(tx, {
        matchId: proposal.matchId,
        matchDatetime: proposal.proposedTime,
        locationId: proposal.locationId,
        actor,
      });
      // Cannot happen under the locks above; if it ever does, the acceptance must not stand alone.
      // Scheduling also cancels the match's other pending proposals (match-play.ts).
      if (!match) throw new Refused();
      return { proposal, match };
    });
  } catch (error) {
    if (error instanceof Refused) return undefined;
    throw error;
  }
}

/** The recipient declines a pending proposal; `byUserId` is who did (either partner of a pair). */
export async function declineProposal(
  db: Database,
  params: { proposalId: number; recipientPlayerId: number; byUserId?: number | null },
) {
  const [row] = await db
    .update(matchProposals)
    .set({ status: 'declined', respondedAt: new Date(), answeredByUserId: params.byUserId ?? null })
    .where(
      and(
        eq(matchProposals.id, params.proposalId),
        eq(matchProposals.status, 'pending'),
        eq(matchProposals.opponentPlayerId, params.recipientPlayerId),
      ),
    )
    .returning();
  return row;
}

/** The sender withdraws a pending proposal; `byUserId` is who did (either partner of the sending pair). */
export async function cancelProposal(
  db: Database,
  params: { proposalId: number; proposerPlayerId: number; byUserId?: number | null },
) {
  const [row] = await db
    .update(matchProposals)
    .set({ status: 'canceled', respondedAt: new Date(), answeredByUserId: params.byUserId ?? null })
    .where(
      and(
        eq(matchProposals.id, params.proposalId),
        eq(matchProposals.status, 'pending'),
        eq(matchProposals.proposerPlayerId, params.proposerPlayerId),
      ),
    )
    .returning();
  return row;
}
