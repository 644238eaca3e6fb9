import { isActiveLeagueStatus } from '@courtside/shared/league/league-status';
import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import type { LeagueStatus } from '@courtside/shared/league/league-status';
import { playsAsPairs } from '@courtside/shared/league/pairs';
import type { Database } from '../client';
import {
  applyPlacements,
  clearDrafts,
  countUnassignedPlayers,
  countUnplacedCompletePairs,
  listDivisionsOfLeague,
  listDrafts,
  listWorkingAssignments,
  saveDrafts,
  type PlacementResult,
} from './divisions';
import { advanceBoardVersion, changeLeagueStatus, findLeagueById, lockLeague, type LeagueRow } from './leagues';
import { createRoundRobinMatches } from './matches';
import { findPairOfPlayer, listCompleteAnchorIds } from './pairs';
import { findPlayerById } from './players';
import { listRegisteredPlayerIds } from './registrations';

// Every function here changes a league's people or status in one transaction that starts by locking the
// league's row: they, registrations and deletions of the league therefore happen one after the other.

export type LifecycleRefusal =
  | { outcome: 'league-not-found' }
  | { outcome: 'wrong-status'; status: LeagueStatus }
  | { outcome: 'read-only'; status: LeagueStatus };

/** The admin's board was read before another save or publish of placements (ADR 026). */
export interface StaleBoard {
  outcome: 'stale-board';
}

/** What a publish would take away, refused until the request confirms it (ADR 026). */
export interface UnconfirmedRemovals {
  outcome: 'removals-unconfirmed';
  matchesRemoved: number;
  scheduledMatchesRemoved: number;
  playersUnplaced: number;
}

/**
 * `boardVersion`: the version of the board the admin saw (from divisions/board); a change based on an older one
 * is refused. Left out by clients that do not track it, which then get last-writer-wins as before.
 */
export interface BoardChangeOptions {
  boardVersion?: number;
}

/** Whether the change was based on a board read before the last save or publish. */
const isStale = (league: LeagueRow, { boardVersion }: BoardChangeOptions) =>
  boardVersion !== undefined && boardVersion !== league.boardVersion;

/** Carries a refusal out of a transaction whose changes must be undone to report it. */
class RefusedAfterTrying extends Error {
  constructor(readonly refusal: UnconfirmedRemovals) {
    super(refusal.outcome);
  }
}

/**
 * Publish Divisions: registration_closed -> pending_start. With `board` (every placement the admin sees), that
 * board is checked and published, and registered players it leaves out are unplaced, in the same transaction
 * as the status change, so a refusal or a failure leaves both as they were. Without it, the saved draft
 * placements are published.
 */
export async function publishLeague(
  db: Database,
  leagueId: number,
  board?: readonly { playerId: number; divisionId: number }[],
  options: BoardChangeOptions = {},
): Promise<LifecycleRefusal | AssignmentProblem | StaleBoard | { outcome: 'published'; league: LeagueRow }> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, leagueId);
    if (!league) return { outcome: 'league-not-found' };
    // Saved drafts were checked when saved, but a pair may have changed since.
    const placing = board ?? (await listDrafts(tx, leagueId)).filter((draft) => draft.divisionId !== null);
    const problem = await checkAssignments(tx, league, placing);
    if (problem) return problem;
    if (isStale(league, options)) return { outcome: 'stale-board' };
    const changed = await changeLeagueStatus(tx, leagueId, 'registration_closed', 'pending_start');
    if (!changed) return { outcome: 'wrong-status', status: league.leagueStatus };
    await advanceBoardVersion(tx, leagueId);
    const placements = board
      ? await boardPlacements(tx, leagueId, board)
      : new Map((await listDrafts(tx, leagueId)).map((draft) => [draft.playerId, draft.divisionId]));
    await applyPlacements(tx, leagueId, placements, { started: false });
    await clearDrafts(tx, leagueId);
    return { outcome: 'published', league: changed };
  });
}

/**
 * Start League: pending_start -> active, refused while any registered player is unassigned (in a doubles league,
 * any complete pair), and every division's round robin created in the same transaction (all or nothing).
 */
export async function startLeague(
  db: Database,
  leagueId: number,
): Promise<
  | LifecycleRefusal
  | { outcome: 'unassigned'; count: number }
  | { outcome: 'started'; league: LeagueRow; matchesCreated: number }
> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, leagueId);
    if (!league) return { outcome: 'league-not-found' };
    if (league.leagueStatus !== 'pending_start') return { outcome: 'wrong-status', status: league.leagueStatus };
    const unassigned = playsAsPairs(league.leagueType)
      ? await countUnplacedCompletePairs(tx, leagueId)
      : await countUnassignedPlayers(tx, leagueId);
    if (unassigned > 0) return { outcome: 'unassigned', count: unassigned };
    const changed = await changeLeagueStatus(tx, leagueId, 'pending_start', 'active');
    if (!changed) return { outcome: 'wrong-status', status: league.leagueStatus };
    const matchesCreated = await createRoundRobinMatches(tx, leagueId);
    return { outcome: 'started', league: changed, matchesCreated };
  });
}

export type AssignmentProblem =
  | { outcome: 'unknown-player'; playerId: number }
  | { outcome: 'unknown-division'; divisionId: number }
  | { outcome: 'duplicate-player'; playerId: number }
  /** In a doubles league, a player who is not a complete pair's anchor (ADR 078). */
  | { outcome: 'not-placeable'; player: PlayerName; anchor: PlayerName | null };

interface PlayerName {
  firstName: string;
  lastName: string;
}

type Assignments = Awaited<ReturnType<typeof listWorkingAssignments>>;

/** Where a published board puts every registered player: its division, or none for a player it leaves out. */
async function boardPlacements(
  tx: Database,
  leagueId: number,
  board: readonly { playerId: number; divisionId: number }[],
): Promise<Map<number, number | null>> {
  const placements = new Map<number, number | null>(
    (await listRegisteredPlayerIds(tx, leagueId)).map((playerId) => [playerId, null]),
  );
  for (const { playerId, divisionId } of board) placements.set(playerId, divisionId);
  return placements;
}

/**
 * Checks that every player is registered in the league, every division is the league's, and nobody is listed
 * twice; in a doubles league, that every player placed is a complete pair's anchor, which stands for the pair.
 */
async function checkAssignments(
  tx: Database,
  league: LeagueRow,
  entries: readonly { playerId: number; divisionId: number | null }[],
): Promise<AssignmentProblem | null> {
  const leagueId = league.id;
  const registered = new Set(await listRegisteredPlayerIds(tx, leagueId));
  const divisionIds = new Set((await listDivisionsOfLeague(tx, leagueId)).map((d) => d.id));
  const placeable = playsAsPairs(league.leagueType) ? new Set(await listCompleteAnchorIds(tx, leagueId)) : null;
  const seen = new Set<number>();
  for (const { playerId, divisionId } of entries) {
    if (!registered.has(playerId)) return { outcome: 'unknown-player', playerId };
    if (divisionId !== null && !divisionIds.has(divisionId)) return { outcome: 'unknown-division', divisionId };
    if (seen.has(playerId)) return { outcome: 'duplicate-player', playerId };
    if (placeable && divisionId !== null && !placeable.has(playerId)) return notPlaceable(tx, leagueId, playerId);
    seen.add(playerId);
  }
  return null;
}

/** Why a doubles league's player cannot be placed: no partner yet, or the partner of the anchor who is placed. */
async function notPlaceable(tx: Database, leagueId: number, playerId: number): Promise<AssignmentProblem> {
  const player = (await findPlayerById(tx, playerId))!;
  const pair = await findPairOfPlayer(tx, leagueId, playerId);
  const anchor =
    pair?.status === 'complete' && pair.partnerPlayerId === playerId
      ? ((await findPlayerById(tx, pair.anchorPlayerId)) ?? null)
      : null;
  return { outcome: 'not-placeable', player, anchor };
}

async function lockChangeableLeague(tx: Database, leagueId: number): Promise<LifecycleRefusal | LeagueRow> {
  const league = await lockLeague(tx, leagueId);
  if (!league) return { outcome: 'league-not-found' };
  if (isLeagueReadOnly(league.leagueStatus)) return { outcome: 'read-only', status: league.leagueStatus };
  return league;
}

/** Save Draft: records placement changes without publishing them. */
export async function saveDraftAssignments(
  db: Database,
  leagueId: number,
  changes: readonly { playerId: number; divisionId: number | null }[],
  options: BoardChangeOptions = {},
): Promise<LifecycleRefusal | AssignmentProblem | StaleBoard | ({ outcome: 'saved' } & Board)> {
  return db.transaction(async (tx) => {
    const league = await lockChangeableLeague(tx, leagueId);
    if ('outcome' in league) return league;
    const problem = await checkAssignments(tx, league, changes);
    if (problem) return problem;
    if (isStale(league, options)) return { outcome: 'stale-board' };
    const boardVersion = await advanceBoardVersion(tx, leagueId);
    await saveDrafts(tx, leagueId, changes);
    return { outcome: 'saved', assignments: await listWorkingAssignments(tx, leagueId), boardVersion };
  });
}

/** The admin's placement board and the version it is at. */
export interface Board {
  assignments: Assignments;
  boardVersion: number;
}

/** The board as an admin opens it; undefined when the league is gone. */
export async function readBoard(db: Database, leagueId: number): Promise<Board | undefined> {
  // The version is read first: a change committed between the two reads leaves the board newer than its
  // version, so publishing it is refused as stale (a reload fixes it), never accepted over a change unseen.
  const league = await findLeagueById(db, leagueId);
  if (!league) return undefined;
  return { boardVersion: league.boardVersion, assignments: await listWorkingAssignments(db, leagueId) };
}

/**
 * Publishes the whole picture: the listed placements, and every other registered player unassigned. Drafts
 * are cleared, since what they proposed is now decided. In a started league this creates and removes matches.
 * A publish that would remove matches or unplace players is carried out, counted, and rolled back unless
 * `confirmRemovals` is set, so the refusal names exactly what the publish would have done (ADR 026).
 */
export async function publishAssignments(
  db: Database,
  leagueId: number,
  assignments: readonly { playerId: number; divisionId: number }[],
  options: BoardChangeOptions & { confirmRemovals?: boolean } = {},
): Promise<
  | LifecycleRefusal
  | AssignmentProblem
  | StaleBoard
  | UnconfirmedRemovals
  | ({ outcome: 'published'; league: LeagueRow } & Board & PlacementResult)
> {
  try {
    return await db.transaction(async (tx) => {
      const league = await lockChangeableLeague(tx, leagueId);
      if ('outcome' in league) return league;
      const problem = await checkAssignments(tx, league, assignments);
      if (problem) return problem;
      if (isStale(league, options)) return { outcome: 'stale-board' };
      const boardVersion = await advanceBoardVersion(tx, leagueId);
      const result = await applyPlacements(tx, leagueId, await boardPlacements(tx, leagueId, assignments), {
        started: isActiveLeagueStatus(league.leagueStatus),
      });
      const { matchesRemoved, scheduledMatchesRemoved, playersUnplaced } = result;
      if ((matchesRemoved > 0 || playersUnplaced > 0) && !options.confirmRemovals) {
        const outcome = 'removals-unconfirmed';
        throw new RefusedAfterTrying({ outcome, matchesRemoved, scheduledMatchesRemoved, playersUnplaced });
      }
      await clearDrafts(tx, leagueId);
      const published = await listWorkingAssignments(tx, leagueId);
      return { outcome: 'published', assignments: published, boardVersion, league, ...result };
    });
  } catch (error) {
    if (error instanceof RefusedAfterTrying) return error.refusal;
    throw error;
  }
}
