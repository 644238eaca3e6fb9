import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface RunningChild {
  child: ChildProcess;
  pid: number;
  /** Everything it has printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the first printed line matching `pattern`; rejects if the process ends or time runs out first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();

/** Runs a TypeScript file of this repository in its own Node process through tsx, as `npm run seed:demo` does. */
export function spawnTypeScript(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): RunningChild {
  return spawnNode(['--import', 'tsx', path.resolve(repoRoot, file), ...args], env);
}

/** Runs plain Node with these arguments in the repository's root, as `npm run serve` runs the compiled server. */
export function spawnNode(nodeArgs: string[], env: NodeJS.ProcessEnv = {}): RunningChild {
  // V8's baseline WebAssembly compiler only, as the api tests' own processes run (vitest.config.ts): a child
  // opening PGlite lives seconds, too short to gain from the optimising compiler's background work.
  const child = spawn(process.execPath, ['--liftoff-only', ...nodeArgs], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start node ${nodeArgs.join(' ')}`);
  running.add(child);
  let printed = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      // Let the last output arrive before anyone reads it.
      setImmediate(() => resolve({ code, signal }));
    });
  });

  const waitForLine = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = printed.split('\n').find((candidate) => pattern.test(candidate));
        if (line === undefined) return false;
        finish();
        resolve(line);
        return true;
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms; output:\n${printed}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(onOutput);
      };
      const onOutput = () => void check();
      if (check()) return;
      listeners.add(onOutput);
      void exited.then(({ code, signal }) => {
        if (check()) return;
        finish();
        reject(new Error(`ended (${code ?? signal}) before printing ${pattern}; output:\n${printed}`));
      });
    });

  return { child, pid: child.pid, output: () => printed, waitForLine, exited };
}

/** The address a server started with PORT=0 and HOST=127.0.0.1 says it listens on (Fastify's info line). */
export async function listeningAddress(server: RunningChild, timeoutMs = 90_000): Promise<string> {
  const line = await server.waitForLine(/Server listening at http:\/\/127\.0\.0\.1:\d+/, timeoutMs);
  return /http:\/\/127\.0\.0\.1:\d+/.exec(line)![0];
}

/** Ends whatever a test left running (each by its own pid), so no process outlives the test file. */
export async function stopAllChildren() {
  const left = [...running];
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(
    left.map(
      (child) => new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(null))),
    ),
  );
}

/** A server of our own on an embedded data folder: any free port, loopback only, an owner account to sign in with. */
export const embeddedServerEnvironment = (dataDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  OWNER_EMAIL: 'owner@example.test',
  OWNER_PASSWORD: 'owner password',
});
