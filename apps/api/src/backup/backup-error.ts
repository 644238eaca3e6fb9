/**
 * A failure the person running the command can act on (a missing file, a folder in use, a non-empty target).
 * The command line prints its message alone, without a stack trace, and exits 1.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
