import { configDefaults, defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the API against a real database, and web components in jsdom.
export default defineConfig({
  test: {
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
          // Each test file's process compiles PGlite's 9 MB of WebAssembly afresh, and V8 then recompiles its hot
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
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
