import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import type { Database } from '../client';
import { leagueInviteLinkUses, leagueInviteLinks, leagues, regions } from '../schema';
import { leagueView, lockLeague, type LeagueView } from './leagues';
import { registerPlayer, type RegisterOutcome } from './registrations';

export type InviteLinkRow = typeof leagueInviteLinks.$inferSelect;

/** Live (not revoked) links one league may have at once: plenty for any group, a bound on clutter and guessing. */
export const MAX_LIVE_INVITE_LINKS = 20;

/** Whether a link still admits someone new, judged on the row as read. */
export function linkState(link: InviteLinkRow): 'usable' | 'revoked' | 'used_up' {
  if (link.revokedAt !== null) return 'revoked';
  if (link.maxUses !== null && link.useCount >= link.maxUses) return 'used_up';
  return 'usable';
}

export type CreateInviteLinkOutcome =
  | { outcome: 'created'; link: InviteLinkRow }
  | { outcome: 'league-not-found' }
  | { outcome: 'not-private' }
  | { outcome: 'read-only'; status: LeagueView['leagueStatus'] }
  | { outcome: 'too-many' };

/**
 * Makes a link under the league's lock, so its status, its privacy and the count of live links are judged on the
 * league as it is when the link is stored, and two requests at once cannot pass the cap together.
 */
export async function createInviteLink(
  db: Database,
  params: { leagueId: number; token: string; createdByUserId: number; maxUses: number | null },
): Promise<CreateInviteLinkOutcome> {
  return db.transaction(async (tx) => {
    const league = await lockLeague(tx, params.leagueId);
    if (!league) return { outcome: 'league-not-found' };
    if (league.publicVisible) return { outcome: 'not-private' };
    if (isLeagueReadOnly(league.leagueStatus)) return { outcome: 'read-only', status: league.leagueStatus };
    const [live] = await tx
      .select({ count: count() })
      .from(leagueInviteLinks)
      .where(and(eq(leagueInviteLinks.leagueId, params.leagueId), isNull(leagueInviteLinks.revokedAt)));
    if ((live?.count ?? 0) >= MAX_LIVE_INVITE_LINKS) return { outcome: 'too-many' };
    const [link] = await tx.insert(leagueInviteLinks).values(params).returning();
    return { outcome: 'created', link: link! };
  });
}

/** A league's links, newest first. */
export async function listInviteLinks(db: Database, leagueId: number) {
  return db
    .select()
    .from(leagueInviteLinks)
    .where(eq(leagueInviteLinks.leagueId, leagueId))
    .orderBy(desc(leagueInviteLinks.createdAt), desc(leagueInviteLinks.id));
}

export async function findInviteLinkById(db: Database, id: number) {
  const [row] = await db.select().from(leagueInviteLinks).where(eq(leagueInviteLinks.id, id)).limit(1);
  return row;
}

/** Turns a link off; a link already off keeps the moment it was first turned off. */
export async function revokeInviteLink(db: Database, id: number, now: Date) {
  const [row] = await db
    .update(leagueInviteLinks)
    .set({ revokedAt: now })
    .where(and(eq(leagueInviteLinks.id, id), isNull(leagueInviteLinks.revokedAt)))
    .returning();
  return row ?? findInviteLinkById(db, id);
}

/** A link by its token, with its league as an admin sees it (the token is the invitation, whoever holds it). */
export async function findInviteLinkByToken(db: Database, token: string) {
  const [row] = await db
    .select({ link: leagueInviteLinks, league: leagueView })
    .from(leagueInviteLinks)
    .innerJoin(leagues, eq(leagues.id, leagueInviteLinks.leagueId))
    .leftJoin(regions, eq(regions.id, leagues.regionId))
    .where(eq(leagueInviteLinks.token, token))
    .limit(1);
  return row;
}

export async function hasUsedInviteLink(db: Database, linkId: number, userId: number) {
  const rows = await db
    .select({ linkId: leagueInviteLinkUses.linkId })
    .from(leagueInviteLinkUses)
    .where(and(eq(leagueInviteLinkUses.linkId, linkId), eq(leagueInviteLinkUses.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export type LinkUseOutcome = 'counted' | 'already-counted' | 'revoked' | 'used-up';

/**
 * Counts `userId` as one use of the link, once per person: the use is recorded, and only when it is new does the
 * count go up, by one conditional UPDATE that PostgreSQL re-checks on the row it waited for, so of two people
 * taking the last use at once one gets it. Anything but 'counted' or 'already-counted' leaves the use recorded:
 * the caller must roll its transaction back.
 */
export async function takeInviteLinkUse(db: Database, linkId: number, userId: number): Promise<LinkUseOutcome> {
  const inserted = await db
    .insert(leagueInviteLinkUses)
    .values({ linkId, userId })
    .onConflictDoNothing()
    .returning({ linkId: leagueInviteLinkUses.linkId });
  if (inserted.length === 0) return 'already-counted';
  const [counted] = await db
    .update(leagueInviteLinks)
    .set({ useCount: sql`${leagueInviteLinks.useCount} + 1` })
    .where(
      and(
        eq(leagueInviteLinks.id, linkId),
        isNull(leagueInviteLinks.revokedAt),
        or(isNull(leagueInviteLinks.maxUses), lt(leagueInviteLinks.useCount, leagueInviteLinks.maxUses)),
      ),
    )
    .returning({ id: leagueInviteLinks.id });
  if (counted) return 'counted';
  const link = await findInviteLinkById(db, linkId);
  return link?.revokedAt ? 'revoked' : 'used-up';
}

export type JoinOutcome = RegisterOutcome | { outcome: 'revoked' } | { outcome: 'used-up' };

class LinkRefused extends Error {
  constructor(readonly outcome: 'revoked' | 'used-up') {
    super(outcome);
  }
}

/**
 * Registers the player through a link: registerPlayer judges the status, the places and a repeat under the
 * league's lock, and the use is counted in the same transaction, so a refused use leaves no registration and a
 * refused registration takes no use. A use the person already made (at sign-up) is not counted again.
 */
export async function joinThroughInviteLink(
  db: Database,
  params: { linkId: number; leagueId: number; playerId: number; userId: number },
): Promise<JoinOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const registered = await registerPlayer(tx, {
        playerId: params.playerId,
        leagueId: params.leagueId,
        openStatuses: ['registration_open'],
      });
      if (registered.outcome !== 'registered') return registered;
      const use = await takeInviteLinkUse(tx, params.linkId, params.userId);
      if (use === 'revoked' || use === 'used-up') throw new LinkRefused(use);
      return registered;
    });
  } catch (error) {
    if (error instanceof LinkRefused) return { outcome: error.outcome };
    throw error;
  }
}
