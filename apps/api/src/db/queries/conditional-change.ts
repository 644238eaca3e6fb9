import { asc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

export interface ChangeOneOptions {
  /**
   * For preconditions about rows the statement does not change (the actor still being an admin, how many
   * players a user has): lock those rows first, with `lockRowsById` or a `SELECT … FOR NO KEY UPDATE` of
   * your own, always in ascending id order so that two changes never wait for each other. The lock, the
   * statement and the explanation then run in one transaction, and every precondition holds until commit.
   */
  lock?: (tx: Database) => Promise<unknown>;
}

/**
 * A change several people may ask for at once, with exactly one winner (ADR 024).
 *
 * `statement` is one `UPDATE`/`DELETE`/`INSERT … WHERE <every precondition> … RETURNING` and gives back the
 * row it changed, or undefined when a precondition did not hold. PostgreSQL re-checks the WHERE of an UPDATE
 * or DELETE against the newest version of a row it had to wait for, so of many concurrent callers one gets
 * the row and the others get nothing, never a stale success.
 *
 * `explainRefusal` runs only when nothing changed. It reads the state as it is now and returns the error to
 * throw: the row is gone (404), or its state no longer allows the change (409 with the caller's message).
 * It explains and never retries, so a caller never overwrites what someone else just decided.
 *
 * Returns the changed row; throws what `explainRefusal` returned; the database is unchanged on refusal.
 */
export async function changeOne<Row>(
  db: Database,
  statement: (db: Database) => Promise<Row | undefined>,
  explainRefusal: (db: Database) => Promise<Error> | Error,
  options: ChangeOneOptions = {},
): Promise<Row> {
  const { lock } = options;
  if (!lock) {
    const row = await statement(db);
    if (row === undefined) throw await explainRefusal(db);
    return row;
  }
  // Throwing the refusal inside the transaction rolls it back, which releases the locks at once.
  return db.transaction(async (tx) => {
    await lock(tx);
    const row = await statement(tx);
    if (row === undefined) throw await explainRefusal(tx);
    return row;
  });
}

/**
 * Locks rows of one table for the rest of the transaction, in ascending id order (the order every lock in
 * this project takes, so two transactions never wait for each other in a circle). FOR NO KEY UPDATE is the
 * lock an UPDATE of non-key columns takes: it queues behind other changes of these rows but lets rows
 * elsewhere that merely reference them (a new session, a new player) be inserted meanwhile.
 */
export async function lockRowsById(tx: Database, table: PgTable & { id: AnyPgColumn }, ids: readonly number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  // PostgreSQL sorts before it locks (ORDER BY runs below the locking step), so the locks follow this order.
  return tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, sorted))
    .orderBy(asc(table.id))
    .for('no key update');
}
