import type { BuildOptions } from 'vite';

type OnWarn = NonNullable<NonNullable<BuildOptions['rolldownOptions']>['onwarn']>;

/**
 * Build warnings we know to be harmless, kept out of the output so that a new warning stands out.
 *
 * - Mantine marks its modules "use client" for React Server Components; a browser-only bundle has no server
 *   components, so dropping the directive changes nothing.
 * - React Router looks up `useOptimistic` by name, which Preact's compatibility layer lacks (ADR 042), and
 *   falls back to plain state; it only matters with RouterProvider's `useTransitions`, which we do not use.
 */
export const ignoreKnownBuildWarnings: OnWarn = (warning, defaultHandler) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
  defaultHandler(warning);
};
