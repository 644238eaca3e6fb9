// `npm run restore -- FILE [--force]`: loads a backup made by `npm run backup` into DATA_DIR, then brings it up
// to date with the migrations. With DATABASE_URL set it prints the pg_restore command to use instead (ADR 034).
import { BackupError } from './backup-error';
import {
  configuredDatabase,
  fileTimestamp,
  parseArguments,
  postgresAdvice,
  runCommand,
  UsageError,
  userPath,
} from './command-line';
import { readDumpFile } from './dump-file';
import { restoreDataFolder } from './restore-data-folder';

const USAGE =
  'Usage: npm run restore -- FILE [--force]   (--force: replace a data folder that is not empty, keeping it aside)';

runCommand(USAGE, async () => {
  const { values, positionals } = parseArguments({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const now = new Date();
  if (positionals.length !== 1) {
    throw new UsageError(positionals.length === 0 ? 'Which backup file?' : 'Give one backup file at a time.');
  }
  const database = configuredDatabase();
  if (database.kind === 'postgres') throw new BackupError(postgresAdvice(now));

  const file = userPath(positionals[0]!);
  // Read and checked before the data folder is touched: a bad file changes nothing.
  const dump = await readDumpFile(file);
  const summary = await restoreDataFolder(dump, database.folder, {
    file,
    force: values.force,
    now: fileTimestamp(now),
  });

  console.info(
    `Restored ${file} into ${database.folder}: ${summary.users} users, ${summary.leagues} leagues, ` +
      `${summary.matches} matches.`,
  );
  console.info(
    summary.migrationsApplied === 0
      ? 'Its database was up to date with this version of Courtside.'
      : `Brought it up to date with this version of Courtside: ${summary.migrationsApplied} ` +
          `migration${summary.migrationsApplied === 1 ? '' : 's'} applied.`,
  );
  if (summary.previous) {
    console.info(
      `The previous contents are kept in ${summary.previous}; delete that folder once you no longer need it.`,
    );
  }
});
