import type { Database } from '../client';

/**
 * Drizzle builds a statement's SQL text from its query builder on every call: under load that was a tenth of
 * the CPU on PGlite and a quarter on PostgreSQL (ADR 039). The hot reads are built once per database handle
 * and kept here, with `sql.placeholder` for their values. The name is also the statement's name on
 * PostgreSQL, where node-postgres then parses it once per connection; PGlite ignores it. So a name must stand
 * for one SQL text only.
 */
const statementsByDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedOnce<Statement>(db: Database, name: string, build: (db: Database) => Statement): Statement {
  let statements = statementsByDatabase.get(db);
  if (!statements) statementsByDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db)));
  return statement;
}
