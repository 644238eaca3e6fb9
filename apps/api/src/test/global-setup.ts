import type { TestProject } from 'vitest/node';
import type { MigratedDatabase } from './migrated-database';
import { writeMigratedPgliteDump } from './migrated-pglite';
import { createMigratedTemplate } from './migrated-template';

/**
 * The api project's global setup: migrates one database for the whole run, which every test file's database is
 * copied from (test-database.ts), and removes it when the run ends, failed or not: on PostgreSQL with every
 * database of the run that a test file left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let migrated: MigratedDatabase;
  let remove: () => Promise<void>;
  if (serverUrl) {
    const template = await createMigratedTemplate(serverUrl);
    migrated = { kind: 'postgres', template: template.name, runPrefix: template.runPrefix };
    remove = template.remove;
  } else {
    const dump = await writeMigratedPgliteDump();
    migrated = { kind: 'pglite', dumpFile: dump.file };
    remove = dump.remove;
  }
  project.provide('migratedDatabase', migrated);
  return remove;
}
