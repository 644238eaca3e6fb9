// A small process for the data folder lock tests: `node --import tsx hold-data-folder-lock.ts <folder> [--on-go]`.
// It takes the folder's lock and prints `held <pid>` or `refused <message>`; with --on-go it first prints `ready`
// and waits for a `go` line on stdin, so that several processes can be set racing for one lock. It holds the lock
// until its stdin closes (then it releases and exits 0) or it reads `exit` (then it calls process.exit and leaves
// the release to the lock's exit hook).
import { lockDataFolder } from '../db/data-folder-lock';

const [folder, mode] = process.argv.slice(2);
if (!folder) throw new Error('usage: hold-data-folder-lock.ts <folder> [--on-go]');

let onGo: (() => void) | undefined;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text: string) => {
  if (text.includes('go')) onGo?.();
  if (text.includes('exit')) process.exit(0);
});

if (mode === '--on-go') {
  await new Promise<void>((resolve) => {
    onGo = resolve;
    process.stdout.write('ready\n');
  });
}

try {
  const lock = await lockDataFolder(folder);
  process.stdout.write(`held ${process.pid}\n`);
  process.stdin.on('end', () => {
    void lock.release().then(() => process.exit(0));
  });
} catch (error) {
  process.stdout.write(`refused ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(3);
}
