import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot, spawnNode, type RunningChild } from './child-process';

// `npm start` runs the bundle apps/api/scripts/build-server.mjs writes (ADR 035). A test builds its own beside
// it under a name of its own, so the bundle a running server or browser test uses is never replaced under it,
// and at the same depth, so a path resolved from the bundle's folder instead of its source's is wrong here too.

export interface ServerBundle {
  file: string;
  /** Runs the bundle with plain Node (no tsx), as `npm run serve` does, with these variables added. */
  start(env: NodeJS.ProcessEnv): RunningChild;
  remove(): Promise<void>;
}

/** Builds the server into apps/api/dist/server-<name>-<pid>.js; throws with esbuild's output if it fails. */
export function buildServerBundle(name: string): ServerBundle {
  const file = path.join(repoRoot, `apps/api/dist/server-${name}-${process.pid}.js`);
  const built = spawnSync(process.execPath, ['apps/api/scripts/build-server.mjs', file], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building ${file} failed:\n${built.stdout}\n${built.stderr}`);
  return {
    file,
    start: (env) => spawnNode(['--enable-source-maps', file], env),
    async remove() {
      await rm(file, { force: true });
      await rm(`${file}.map`, { force: true });
    },
  };
}
