// What global-setup.ts hands every api test file: where the run's migrated database is, to copy from.

export type MigratedDatabase =
  /** PGlite: a dump of a migrated data folder, loaded by each file into an in-memory database. */
  | { kind: 'pglite'; dumpFile: string }
  /**
   * PostgreSQL (TEST_DATABASE_URL): a migrated database on that server, the template of each file's database,
   * and the start of the names the run gives its databases (postgres-test-databases.ts).
   */
  | { kind: 'postgres'; template: string; runPrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}
