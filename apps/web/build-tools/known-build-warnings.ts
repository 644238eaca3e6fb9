import type { BuildOptions } from 'vite';

type OnWarn = NonNullable<NonNullable<BuildOptions['rolldownOptions']>['onwarn']>;

/**
 * Build warnings we know to be harmless, kept out of the output so that a new warning stands out.
 *
 * - Mantine marks its modules "use client" for React Server Components; a browser-only bundle has no server
 *   components, so dropping the directive changes nothing.
 */
export const ignoreKnownBuildWarnings: OnWarn = (warning, defaultHandler) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  defaultHandler(warning);
};
