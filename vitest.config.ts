import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the API against a real database, and web components in jsdom.
export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps a core for its own process, which mostly waits on the
    // workers: on CI's 2 cores that ran one file at a time and left half the machine idle.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      // The web app's build plugins run in Node at build time, so they are tested in Node, not jsdom.
      { test: { name: 'web-build', root: 'apps/web', include: ['build-tools/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server: listed only when TEST_DATABASE_URL names one. *.pglite.test.ts
          // test the embedded database itself, whatever the pass: the PostgreSQL pass would only run them again.
          exclude: process.env.TEST_DATABASE_URL
            ? [...configDefaults.exclude, 'src/**/*.pglite.test.ts']
            : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
          // Migrates one database per run; each file's database is a copy of it (src/test/global-setup.ts).
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's modules (Fastify, Drizzle, the app) instead of importing them afresh each; each
          // file still opens a database of its own.
          isolate: false,
          // Each test file's database compiles PGlite's 9 MB of WebAssembly afresh, and V8 then recompiles its hot
          // functions with its optimising compiler in the background: seconds of CPU per file, more than a file's
          // queries gain from it. The baseline compiler alone does the same work, only less optimised.
          execArgv: ['--liftoff-only'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Files share a worker's modules (React, Mantine, the app) instead of importing them afresh each: a
          // quarter of the time. Each test still gets a new jsdom, a new QueryClient and the setup's cleanup.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          // A test of a module's first moments (a module-level cache still empty, a module mocked before anything
          // imported it) needs that module fresh: *.isolated.test.tsx files get a module graph of their own.
          name: 'web-isolated',
          root: 'apps/web',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
