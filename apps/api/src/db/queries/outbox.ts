import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OutboxKind } from '@courtside/shared/schemas/outbox';
import type { SetScore } from '@courtside/shared/tennis/types';
import type { Database } from '../client';
import { entryNameSql, entryOfPlayerSql } from './entry-sql';
import { leagues, locations, matchProposals, matches, notifications, outbox, players, users } from '../schema';
import { playerZoneSql } from './player-zone';

// The outbox (issue 35, ADR 064): a trigger on notifications queues the messages (migration 0013); the delivery
// worker claims due ones under a lease, and these functions are every statement it and the admins' list make.

export type OutboxRow = typeof outbox.$inferSelect;

/** A claimed message: the lease token every later write of the worker must still hold to count. */
export interface ClaimedMessage {
  id: number;
  kind: OutboxKind;
  channel: OutboxRow['channel'];
  recipient: string;
  /** Null once the account is removed. */
  userId: number | null;
  /** What an earlier attempt left for the next: a push's devices still to reach (`retrySubscriptionIds`). */
  payload: Record<string, unknown> | null;
  attempts: number;
  leaseToken: string;
}

/**
 * Takes up to `limit` due messages of a channel for `leaseMs`: queued, due, and not leased by another worker
 * (or leased by one that has not come back in time, a crash). FOR UPDATE SKIP LOCKED lets workers in other
 * processes claim side by side without waiting for each other or taking the same row: a row another claim has
 * locked is skipped, and one it has claimed and committed no longer matches once re-read under the lock. The
 * attempt is counted here, before the send, so a message that crashes its worker each time still runs out of
 * attempts.
 */
export async function claimDueMessages(
  db: Database,
  options: { channels: readonly OutboxRow['channel'][]; limit: number; leaseMs: number },
): Promise<ClaimedMessage[]> {
  const leaseToken = randomUUID();
  const result = await db.execute(sql`
    update ${outbox}
    set "lease_token" = ${leaseToken},
        "leased_until" = now() + ${options.leaseMs} * interval '1 millisecond',
        "attempts" = ${outbox.attempts} + 1
    where ${outbox.id} in (
      select "id" from ${outbox}
      where "status" = 'queued' and "channel" in (${sql.join(
        options.channels.map((channel) => sql`${channel}`),
        sql`, `,
      )}) and "run_at" <= now()
        and ("leased_until" is null or "leased_until" < now())
      order by "run_at", "id"
      limit ${options.limit}
      for update skip locked)
    returning "id", "kind", "channel", "recipient", "user_id" as "userId", "payload", "attempts"`);
  const rows = (result as unknown as { rows: Omit<ClaimedMessage, 'leaseToken'>[] }).rows;
  return rows.map((row) => ({ ...row, leaseToken })).sort((a, b) => a.id - b.id);
}

const heldBy = (message: ClaimedMessage) =>
  and(eq(outbox.id, message.id), eq(outbox.leaseToken, message.leaseToken), eq(outbox.status, 'queued'));

/** The lease ended: every write below frees the row and reports whether this worker still held it. */
const leaseEnded = { leaseToken: null, leasedUntil: null } as const;

export interface RenderedMessage {
  subject: string;
  text: string;
  /** None for a push, which is only a title and a line. */
  html?: string;
}

/** What the message says, kept with the outcome of each attempt for the admins' list (none when it was not rendered). */
const contentOf = (rendered: RenderedMessage | undefined) =>
  rendered ? { subject: rendered.subject, bodyText: rendered.text, bodyHtml: rendered.html ?? null } : {};

/**
 * Each outcome is one statement, which also keeps the rendering: a message costs its share of the batch's claim
 * and read, and this write (on PGlite a statement's planning is most of its cost, and it prepares nothing).
 */
export async function markSent(db: Database, message: ClaimedMessage, rendered: RenderedMessage) {
  const rows = await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, ...contentOf(rendered), ...leaseEnded })
    .where(heldBy(message))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/** Not sent for a reason that no retry changes: no SMTP server configured (`unsent`), what it told of is gone. */
export async function markSettledUnsent(
  db: Database,
  message: ClaimedMessage,
  outcome: { status: 'unsent' | 'canceled'; reason: string; rendered?: RenderedMessage },
) {
  const rows = await db
    .update(outbox)
    .set({ status: outcome.status, lastError: outcome.reason, ...contentOf(outcome.rendered), ...leaseEnded })
    .where(heldBy(message))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/**
 * A failed attempt: tried again after `retryInMs`, or given up (`failed`) when `retryInMs` is null. `payload`
 * keys replace those of the row's payload: what the next attempt must know (a push's devices still to reach).
 */
export async function markAttemptFailed(
  db: Database,
  message: ClaimedMessage,
  outcome: {
    error: string;
    retryInMs: number | null;
    rendered?: RenderedMessage;
    payload?: Record<string, unknown>;
  },
) {
  const rows = await db
    .update(outbox)
    .set({
      lastError: outcome.error,
      ...contentOf(outcome.rendered),
      ...(outcome.payload && {
        payload: sql`coalesce(${outbox.payload}, '{}'::jsonb) || ${JSON.stringify(outcome.payload)}::jsonb`,
      }),
      ...leaseEnded,
      ...(outcome.retryInMs === null
        ? { status: 'failed' as const }
        : { runAt: sql`now() + ${outcome.retryInMs} * interval '1 millisecond'` }),
    })
    .where(heldBy(message))
    .returning({ id: outbox.id });
  return rows.length === 1;
}

/**
 * Everything the emails about notifications are rendered from, as things stand now, by outbox id: one read for a
 * claimed batch. A message whose notification is gone has no entry.
 */
export async function loadNotificationMessages(db: Database, outboxIds: readonly number[]) {
  // The recipient's entry in the match (in doubles a partner plays under their anchor, ADR 078).
  const entry = entryOfPlayerSql(players.id, matches.leagueId);
  const opponentOf = sql`case when ${entry} = ${matches.homePlayerId} then ${matches.awayPlayerId} else ${matches.homePlayerId} end`;
  const entryOfP = entryOfPlayerSql(sql`p.id`, matches.leagueId);
  const rows = await db
    .select({
      outboxId: outbox.id,
      kind: notifications.kind,
      leagueId: notifications.leagueId,
      leagueName: leagues.name,
      matchId: notifications.matchId,
      // What a one-tap answer (ADR 070) needs: who reads it, the proposal and whether it still waits, the score's
      // state and its audit row (the latest score entered), which a Confirm link names.
      userId: notifications.userId,
      proposalId: notifications.proposalId,
      proposalStatus: matchProposals.status,
      scoreConfirmation: matches.scoreConfirmation,
      scoreEventId: sql<number | null>`(select e.id from match_events e
        where e.match_id = ${matches.id} and e.kind = 'score_submitted' order by e.id desc limit 1)`,
      recipientName: sql<string | null>`coalesce(
        nullif(trim(${users.firstname}), ''),
        (select ${players.firstName} from ${players} where ${players.userId} = ${users.id} order by ${players.primaryPlayer} desc, ${players.id} limit 1))`,
      // Who acted, when they play the match (in doubles any of the four; in singles the other player); else the
      // other side of the match, as the recipient knows them; else the actor's account name (a ruling).
      otherName: sql<string | null>`coalesce(
        (select p.first_name || ' ' || p.last_name from ${players} p
          where p.user_id = ${notifications.actorUserId} and p.user_id <> ${notifications.userId}
            and ${entryOfP} in (${matches.homePlayerId}, ${matches.awayPlayerId})
          limit 1),
        (select ${entryNameSql(opponentOf, matches.leagueId)} from ${players}
          where ${players.userId} = ${notifications.userId}
            and ${entry} in (${matches.homePlayerId}, ${matches.awayPlayerId})
          limit 1),
        (select nullif(trim(coalesce(a.firstname, '') || ' ' || coalesce(a.lastname, '')), '')
          from ${users} a where a.id = ${notifications.actorUserId}))`,
      proposedTime: matchProposals.proposedTime,
      matchDatetime: matches.matchDatetime,
      locationName: sql<string | null>`coalesce(
        (select ${locations.name} from ${locations} where ${locations.id} = ${matchProposals.locationId}),
        (select ${locations.name} from ${locations} where ${locations.id} = ${matches.locationId}))`,
      // The score as stored; the email words it the one way every page does (ADR 072).
      sets: sql<SetScore[] | null>`(select json_agg(json_build_object('set_number', s.set_number,
          'home_games', s.home_games, 'away_games', s.away_games) order by s.set_number)
        from match_set_scores s where s.match_id = ${matches.id})`,
      matchStatus: matches.status,
      homePlayerId: matches.homePlayerId,
      awayPlayerId: matches.awayPlayerId,
      // Each side as the pages name it: a doubles pair as "Ann Lee & Bo Park".
      homeName: entryNameSql(matches.homePlayerId, matches.leagueId),
      awayName: entryNameSql(matches.awayPlayerId, matches.leagueId),
      // Which side the recipient plays, so the email can call them "you".
      recipientSide: sql<
        'home' | 'away' | null
      >`(select case when ${entryOfP} = ${matches.homePlayerId} then 'home' else 'away' end
        from ${players} p where p.user_id = ${notifications.userId}
          and ${entryOfP} in (${matches.homePlayerId}, ${matches.awayPlayerId}) limit 1)`,
      scoringFormat: leagues.scoringFormat,
      // The recipient's zone: that of their availability, this league's first (ADR 013 keeps one per slot).
      timeZone: playerZoneSql(notifications.userId, notifications.leagueId),
      /** For the Monday nudge: the week it is about, in the reader's zone ('weekly_nudge:<user>:<league>:<date>'). */
      dedupeKey: notifications.dedupeKey,
    })
    .from(outbox)
    .innerJoin(notifications, eq(notifications.id, outbox.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(leagues, eq(leagues.id, notifications.leagueId))
    .leftJoin(matchProposals, eq(matchProposals.id, notifications.proposalId))
    .leftJoin(matches, eq(matches.id, notifications.matchId))
    .where(inArray(outbox.id, [...outboxIds]));
  return new Map(rows.map((row) => [row.outboxId, row]));
}
export type NotificationMessage = NonNullable<ReturnType<Awaited<ReturnType<typeof loadNotificationMessages>>['get']>>;

/** What the admins' list shows of each message. */
const listColumns = {
  id: outbox.id,
  channel: outbox.channel,
  kind: outbox.kind,
  recipient: outbox.recipient,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  createdAt: outbox.createdAt,
  runAt: outbox.runAt,
  sentAt: outbox.sentAt,
};

/** A page of messages, newest first, and how many there are in all. */
export async function listOutbox(db: Database, options: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select(listColumns).from(outbox).orderBy(desc(outbox.id)).limit(options.limit).offset(options.offset),
    db.select({ total: count() }).from(outbox),
  ]);
  return { rows, total: total?.total ?? 0 };
}
export type OutboxListRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

export async function findOutboxMessage(db: Database, id: number) {
  const [row] = await db
    .select({ ...listColumns, text: outbox.bodyText, html: outbox.bodyHtml })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row;
}
