import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A statement as the driver was handed it. */
export interface RecordedStatement {
  text: string;
  params: readonly unknown[];
  /** Its name on PostgreSQL when it was built once (db/queries/prepared.ts); PGlite's driver is given none. */
  name: string | undefined;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/** The driver's client under Drizzle: PGlite, or the pg pool. Statements in transactions do not pass its `query`. */
export const driverClient = (db: Database) =>
  (db as unknown as { session: { client: { query: Query } } }).session.client;

/**
 * Every statement Drizzle sends to the database outside transactions while `work` runs, in order: what a read
 * costs in round trips, and the text to EXPLAIN. Drizzle hands PGlite `(text, params, config)` and the pg pool
 * `(config with text and name, params)`; the client's `query` is wrapped for the time of `work` only. Nothing
 * else may use the database meanwhile, or its statements are recorded too.
 */
export async function recordStatements<T>(db: Database, work: () => Promise<T>) {
  const client = driverClient(db);
  const statements: RecordedStatement[] = [];
  const query = client.query;
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const [first, params] = args;
    const config = typeof first === 'string' ? { text: first, name: undefined } : (first as RecordedStatement);
    statements.push({ text: config.text, params: Array.isArray(params) ? params : [], name: config.name });
    return query.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    client.query = query;
  }
}

/**
 * A whole number, a list of them, or a word (a status such as 'complete': letters, digits and underscores only,
 * so it needs no escaping), as an SQL literal.
 */
function parameterLiteral(value: unknown): string | undefined {
  if (Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && /^\w+$/.test(value)) return `'${value}'`;
  if (Array.isArray(value) && value.every((item) => Number.isInteger(item))) return `'{${value.join(',')}}'`;
  return undefined;
}

/**
 * PostgreSQL's plan for a recorded statement with sequential scans made as dear as they can be: what the
 * planner can do with the indexes there are, whatever the size of the tables (a test's tables are so small that
 * scanning them whole is the cheapest plan). Its parameters must be whole numbers, lists of them or words,
 * written into the text.
 */
export async function planWithoutSequentialScans(db: Database, statement: RecordedStatement): Promise<string> {
  const text = statement.text.replace(/\$(\d+)\b/g, (_, index: string) => {
    const value = statement.params[Number(index) - 1];
    const literal = parameterLiteral(value);
    if (literal === undefined) throw new Error(`parameter $${index} is not whole numbers or a word: ${String(value)}`);
    return literal;
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // Both drivers answer with the rows in `rows`.
    const { rows } = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/**
 * How many statements Drizzle built (turned from its query builder into SQL text) while `work` ran: none for a
 * statement built once and kept (db/queries/prepared.ts), one for each other statement.
 */
export async function countStatementsBuilt<T>(db: Database, work: () => Promise<T>) {
  const dialect = (db as unknown as { dialect: { sqlToQuery: (...args: unknown[]) => unknown } }).dialect;
  let built = 0;
  const sqlToQuery = dialect.sqlToQuery;
  dialect.sqlToQuery = function counted(this: unknown, ...args: unknown[]) {
    built++;
    return sqlToQuery.apply(this, args);
  };
  try {
    return { result: await work(), built };
  } finally {
    dialect.sqlToQuery = sqlToQuery;
  }
}
