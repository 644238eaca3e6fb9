// `npm run backup [-- --out FILE]`: a consistent dump of the embedded database (DATA_DIR) in one .tar.gz file.
// With DATABASE_URL set it prints the pg_dump command to use instead (ADR 034).
import path from 'node:path';
import { BackupError } from './backup-error';
import { backUpDataFolder } from './back-up-data-folder';
import {
  configuredDatabase,
  fileTimestamp,
  formatSize,
  parseArguments,
  postgresAdvice,
  runCommand,
  userPath,
} from './command-line';

const USAGE = 'Usage: npm run backup [-- --out FILE]   (default FILE: backups/courtside-<UTC time>.tar.gz)';

runCommand(USAGE, async () => {
  const { values } = parseArguments({ options: { out: { type: 'string', short: 'o' } } });
  const started = new Date();
  const database = configuredDatabase();
  if (database.kind === 'postgres') throw new BackupError(postgresAdvice(started));

  // The default folder sits beside the default data folder, in the directory npm run starts in.
  const out = values.out ? userPath(values.out) : path.resolve('backups', `courtside-${fileTimestamp(started)}.tar.gz`);
  const bytes = await backUpDataFolder(database.folder, out);
  const seconds = ((Date.now() - started.getTime()) / 1000).toFixed(1);
  console.info(`Backed up ${database.folder} to ${out} (${formatSize(bytes)}, ${seconds} s).`);
  console.info(`Restore it with: npm run restore -- ${out}`);
});
