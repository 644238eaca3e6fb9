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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
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
