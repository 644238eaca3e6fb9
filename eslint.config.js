import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/migrations/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Domain rules must run in both the server and the browser: no I/O libraries (ARCHITECTURE rule 1).
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'fastify*',
            'drizzle-orm*',
            'react*',
            'pg',
            '@electric-sql/*',
            'node:fs*',
            'node:net',
            'node:http',
          ],
        },
      ],
    },
  },
  {
    // Imports flow shared -> features -> app (ARCHITECTURE rule 7). Feature folders are flat, so a feature
    // reaches its own files with './' and shared code with '@/components', '@/lib' or '@courtside/shared'.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: "Use '@/…' for shared code; features do not reach into each other." },
            {
              group: ['@/features/*'],
              message: 'Features do not import each other; move shared code to components/ or lib/.',
            },
            { group: ['@/app/*'], message: 'The app shell imports features, not the other way round.' },
          ],
        },
      ],
    },
  },
  {
    // zod is 27 kB (gzip) a page. The shell, the shared code and the pages a player opens at the court only
    // show what the server checked, so they may take types from the shared schemas but not values, which
    // would load zod with them (ADRs 041 and 040); constants they need live in zod-free modules
    // (*-messages, *-limit, *-limits). Forms that validate in the browser (sign-up, profile, admin) may, and so
    // may dialogs, whose code (zod with it) loads when one first opens (components/lazy-dialog.tsx).
    files: [
      'apps/web/src/{app,lib,components}/**/*.{ts,tsx}',
      'apps/web/src/features/{dashboard,league-home,standings,weekly-calendar,schedule-overlaps,match-proposals,scheduled-matches,my-leagues,email-actions}/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts', 'apps/web/src/test/**', '**/*-{dialog,modal}.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@courtside/shared/schemas/(?!.*-(messages|limit|limits)$)',
              allowTypeImports: true,
              message: 'This loads zod with the page: import the type only, or move the constant to a zod-free module.',
            },
          ],
        },
      ],
    },
  },
  {
    // Mantine's hiddenFrom and visibleFrom props need the global classes its provider writes as a <style> element in
    // every first render; the app turns that off (app/providers.tsx), so the props would hide nothing.
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(hiddenFrom|visibleFrom)$/]',
          message:
            'Mantine global classes are off (app/providers.tsx): hide by breakpoint with a media query in a CSS module.',
        },
      ],
    },
  },
);
