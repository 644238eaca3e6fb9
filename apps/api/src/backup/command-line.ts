import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadEnv } from '../env';
import { BackupError } from './backup-error';

/** Shared by `npm run backup` and `npm run restore`: arguments, the database setting, messages and exit codes. */

export class UsageError extends Error {}

/** Parses the arguments, turning parseArgs' own complaints (an unknown option, a missing value) into a UsageError. */
export function parseArguments<T extends ParseArgsConfig>(config: T) {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs a command: expected failures print their message alone and exit 1, a wrong command line prints the usage
 * and exits 2. Anything else is a bug and keeps its stack trace.
 */
export function runCommand(usage: string, main: () => Promise<void>) {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      process.exit(2);
    }
    if (error instanceof BackupError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error);
    process.exit(1);
  });
}

export type DatabaseSetting = { kind: 'postgres' } | { kind: 'pglite'; folder: string };

/** Where the configured data lives. A bad environment is an expected failure: its message names the variable. */
export function configuredDatabase(): DatabaseSetting {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
  if (env.DATABASE_URL) return { kind: 'postgres' };
  if (env.DATA_DIR.startsWith('memory://')) {
    throw new BackupError(`DATA_DIR=${env.DATA_DIR} is an in-memory database: nothing is kept to back up or restore.`);
  }
  // The server resolves DATA_DIR against its working directory (the repository under npm run), and so do we.
  const folder = env.DATA_DIR.startsWith('file://') ? env.DATA_DIR.slice('file://'.length) : env.DATA_DIR;
  return { kind: 'pglite', folder: path.resolve(folder) };
}

/**
 * A path the user typed, resolved against the folder they typed it in: npm run moves to the repository root,
 * and says where it came from in INIT_CWD.
 */
export function userPath(typed: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);
}

/** A UTC time that sorts and is valid in file names everywhere: 2026-11-23T15-04-05Z. */
export function fileTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What to run instead when the data is on a PostgreSQL server, which has its own tools for this. */
export function postgresAdvice(now: Date): string {
  const file = `courtside-${fileTimestamp(now)}.dump`;
  return [
    'DATABASE_URL is set: the data is on your PostgreSQL server, and its own tools back it up and restore it.',
    'Back up (pg_dump of the same major version as the server, or newer):',
    `  pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
    'Restore (stop Courtside first; this replaces the tables in that database):',
    `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${file}`,
    'Then start Courtside: it brings an older backup up to date with its migrations.',
  ].join('\n');
}
