import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MessageChannel } from '@courtside/shared/schemas/message-preferences';
import type { Database } from '../client';
import { messageKinds, messagePreferences, users } from '../schema';

// What each player chooses to be sent (issue 35 item 3, ADR 067): the kinds with their defaults, and the
// player's own choices over them. The queueing trigger (migration 0016) reads the same two tables.

/** Every choosable kind with what the user gets now on each channel: their own choice, else the default. */
export async function preferencesOfUser(db: Database, userId: number) {
  const email = alias(messagePreferences, 'email_choice');
  const push = alias(messagePreferences, 'push_choice');
  const choiceOf = (choice: typeof email | typeof push, channel: MessageChannel) =>
    and(eq(choice.kind, messageKinds.kind), eq(choice.userId, userId), eq(choice.channel, channel));
  return db
    .select({
      kind: messageKinds.kind,
      email: sql<boolean>`coalesce(${email.enabled}, ${messageKinds.emailDefault})`,
      push: sql<boolean>`coalesce(${push.enabled}, ${messageKinds.pushDefault})`,
    })
    .from(messageKinds)
    .leftJoin(email, choiceOf(email, 'email'))
    .leftJoin(push, choiceOf(push, 'push'));
}

/** The kinds and their defaults as the database holds them. */
export function listMessageKinds(db: Database) {
  return db.select().from(messageKinds);
}

export interface MessageChoice {
  kind: string;
  channel: MessageChannel;
  enabled: boolean;
}

/**
 * Records the user's choices, each kept as made (also one equal to today's default, so a later change of a
 * default does not overturn what the player chose). One statement: all of them count, or none.
 */
export async function saveMessagePreferences(db: Database, userId: number, choices: readonly MessageChoice[]) {
  if (choices.length === 0) return;
  await db
    .insert(messagePreferences)
    .values(choices.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [messagePreferences.userId, messagePreferences.kind, messagePreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/**
 * Turns one kind's email off for a user, from an unsubscribe link: doing it again changes nothing, and an
 * account removed since the email went out is simply left alone (it is sent nothing anyway).
 */
export async function turnEmailOff(db: Database, userId: number, kind: string) {
  await db.execute(sql`
    insert into ${messagePreferences} ("user_id", "kind", "channel", "enabled")
    select ${users.id}, ${kind}, 'email', false from ${users} where ${users.id} = ${userId}
    on conflict ("user_id", "kind", "channel") do update set "enabled" = false, "updated_at" = now()
    where ${messagePreferences.enabled}`);
}

/** Whether a user gets a kind's emails now. */
export async function emailEnabled(db: Database, userId: number, kind: string): Promise<boolean> {
  const [row] = await db
    .select({
      enabled: sql<boolean>`coalesce(${messagePreferences.enabled}, ${messageKinds.emailDefault})`,
    })
    .from(messageKinds)
    .leftJoin(
      messagePreferences,
      and(
        eq(messagePreferences.kind, messageKinds.kind),
        eq(messagePreferences.userId, userId),
        eq(messagePreferences.channel, 'email'),
      ),
    )
    .where(eq(messageKinds.kind, kind));
  return row?.enabled ?? false;
}
