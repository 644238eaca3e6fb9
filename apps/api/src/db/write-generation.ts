import type { PGlite } from '@electric-sql/pglite';

/**
 * A number that grows after every change committed to the database (ADR 039, "Whole answers on PGlite"; ADR 043
 * for PostgreSQL). Whoever keeps answers computed from the database takes it before reading and keeps an answer
 * only while it is unchanged, so no answer outlives a change committed after it was read.
 *
 * This process's own changes are counted at the database client, not at the HTTP routes, so that no path can
 * write unseen: routes, the scheduled analytics pruning, first-run setup, migrations and tests writing rows
 * straight away all bump it. On PGlite that is every change (one process holds the data folder, ADR 021); on
 * PostgreSQL other processes' changes arrive as notifications (db/change-listener.ts), and while they cannot
 * arrive the count is not `complete`.
 */
export class WriteGeneration {
  private current = 0;
  private seesEveryChange: boolean;

  constructor(complete = true) {
    this.seesEveryChange = complete;
  }

  get value(): number {
    return this.current;
  }

  /** False while changes may be made that this count does not see; nothing may be cached meanwhile. */
  get complete(): boolean {
    return this.seesEveryChange;
  }

  bump() {
    this.current++;
  }

  /**
   * Says whether every change is seen from now on. Bumps too, either way: going incomplete drops whatever was
   * kept; becoming complete again refuses every answer read before, since changes made in between went unseen.
   */
  setComplete(complete: boolean) {
    this.seesEveryChange = complete;
    this.current++;
  }
}

/**
 * A plain read: it starts with SELECT, or with WITH and names no statement that changes rows. Anything else
 * (INSERT, UPDATE, DELETE, DDL, SET, a parenthesised query) counts as a write, which at worst empties a
 * cache for nothing. A SELECT calling a function that changes rows would be missed; we have none (the only
 * functions our SQL calls are PostgreSQL's own, such as now() and coalesce()).
 */
export function isPlainRead(sqlText: string): boolean {
  const text = sqlText.trimStart();
  if (/^select\b/i.test(text)) return true;
  return /^with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text);
}

/**
 * Makes `client` bump `generation` once each write has taken effect: after every statement that is not a plain
 * read (PGlite runs each in its own transaction outside an explicit one) and after every transaction, whatever
 * it held, once it has committed or rolled back. Statements inside a transaction go through the transaction's
 * own handle, so the bump after the transaction covers them. Bumping only after, never before, is enough: an
 * answer read before the commit and kept before the bump is dropped by the bump; one kept after it was read
 * under the older value and is refused.
 */
export function countWrites(client: PGlite, generation: WriteGeneration) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (sqlText: string, ...rest: unknown[]) => {
    try {
      return await (query as (sqlText: string, ...rest: unknown[]) => Promise<unknown>)(sqlText, ...rest);
    } finally {
      // Anything but SQL text (no caller of ours sends other) is counted as a write, to be safe.
      if (typeof sqlText !== 'string' || !isPlainRead(sqlText)) generation.bump();
    }
  }) as PGlite['query'];
  client.exec = (async (...args: Parameters<PGlite['exec']>) => {
    try {
      return await exec(...args);
    } finally {
      generation.bump();
    }
  }) as PGlite['exec'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    try {
      return await transaction(...args);
    } finally {
      generation.bump();
    }
  }) as PGlite['transaction'];
}
