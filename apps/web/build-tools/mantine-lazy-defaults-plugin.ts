import type { Plugin } from 'vite';

/** Mantine's module that works out its default CSS variables when it is loaded. Forward slashes, as in module ids. */
const DEFAULTS_MODULE =
  /\/@mantine\/core\/esm\/core\/MantineProvider\/MantineCssVariables\/remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const LAZY = [
  'let computedDefaultCssVariables;',
  'const defaultCssVariables = () => (computedDefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME));',
].join('\n');

export const isMantineDefaultsModule = (id: string) => DEFAULTS_MODULE.test(id.replaceAll('\\', '/'));

/** The module's code with the defaults worked out on first use instead of at load. */
export function deferDefaultCssVariables(code: string): string {
  if (!code.includes(EAGER)) {
    throw new Error(
      'mantine-lazy-defaults: remove-default-variables.mjs no longer reads as expected (a Mantine update?); ' +
        'check whether the plugin is still needed and update it',
    );
  }
  return code.replace(EAGER, LAZY).replaceAll('defaultCssVariables.', 'defaultCssVariables().');
}

/**
 * Mantine computes every default CSS variable of its theme (colours in ten shades, sizes, ...) when its provider's
 * module loads, only to leave out the defaults when it writes the theme's variables into the page. Courtside
 * writes none (`withCssVariables={false}`: ADR 045's stylesheet holds them), so that work was a tenth of the
 * shell's first task on a slow phone for nothing (issue 10). This defers it to the first call, which never comes
 * in the app. A build-time change to one dependency module: should Mantine reword it, the build stops and says so.
 */
export function mantineLazyDefaultsPlugin(): Plugin {
  return {
    name: 'courtside-mantine-lazy-defaults',
    apply: 'build',
    transform: {
      filter: { id: DEFAULTS_MODULE },
      handler(code, id) {
        if (!isMantineDefaultsModule(id)) return null;
        return { code: deferDefaultCssVariables(code), map: null };
      },
    },
  };
}
