import type pg from 'pg';
import { isPlainRead, type WriteGeneration } from './write-generation';

type Callback = (...results: unknown[]) => void;

/**
 * Makes one node-postgres connection bump `generation` once each statement that is not a plain read has
 * finished, successfully or not (ADR 043): this process's own changes, counted as countWrites counts PGlite's.
 * Every pooled connection gets it, so every statement Drizzle sends passes here, in a transaction or not; the
 * COMMIT (or ROLLBACK) is such a statement, so a transaction's changes are counted after they took effect.
 * Bumping only after, never before, is what keeps the cache exact (see countWrites); the BEGIN and the writes
 * inside a transaction bump too, which at worst empties the cache a moment early.
 *
 * node-postgres is called three ways: with a callback (the pool's own query), for a promise (Drizzle on a
 * checked-out connection), and with a submittable query object (cursors; none of ours, handled to be safe).
 */
export function countClientWrites(client: pg.Client, generation: WriteGeneration) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const bump = () => generation.bump();
  client.query = ((...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    // Anything but SQL text (no caller of ours sends other) is counted as a write, to be safe.
    if (typeof text === 'string' && isPlainRead(text)) return query(...args);

    const last = args.length - 1;
    const callback = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        bump();
        (callback as Callback)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (typeof (result as PromiseLike<unknown> | undefined)?.then === 'function')
      return Promise.resolve(result).finally(bump);
    const submitted = result as { once?: (event: string, listener: () => void) => void } | undefined;
    if (typeof submitted?.once === 'function') {
      submitted.once('end', bump);
      submitted.once('error', bump);
    } else {
      bump();
    }
    return result;
  }) as typeof client.query;
}
