import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { deferDefaultCssVariables, isMantineDefaultsModule } from './mantine-lazy-defaults-plugin';
import { mantineStylesDir } from './mantine-styles-plugin';

// The package's folder, found from a file its exports name (its package.json is not one of them).
const mantineEsm = path.join(path.dirname(mantineStylesDir()), 'esm');
const moduleFile = path.join(mantineEsm, 'core/MantineProvider/MantineCssVariables/remove-default-variables.mjs');
const resolverFile = path.join(
  mantineEsm,
  'core/MantineProvider/MantineCssVariables/default-css-variables-resolver.mjs',
);
const themeFile = path.join(mantineEsm, 'core/MantineProvider/default-theme.mjs');

type Variables = Record<'variables' | 'light' | 'dark', Record<string, string>>;
type RemoveDefaults = (input: Variables) => Variables;

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The installed module after the plugin's change, loadable from a folder of its own. */
async function importDeferredModule(): Promise<{ removeDefaultVariables: RemoveDefaults }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'courtside-mantine-defaults-'));
  folders.push(folder);
  const code = deferDefaultCssVariables(readFileSync(moduleFile, 'utf8'))
    .replace(
      /from "(\.[^"]+)"/g,
      (_, relative: string) => `from "${pathToFileURL(path.resolve(path.dirname(moduleFile), relative)).href}"`,
    )
    // Its source map stays behind in node_modules.
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const file = path.join(folder, 'remove-default-variables.mjs');
  await writeFile(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<{ removeDefaultVariables: RemoveDefaults }>;
}

describe('mantineLazyDefaultsPlugin', () => {
  it('knows the installed module by its id, on any platform', () => {
    expect(isMantineDefaultsModule(moduleFile)).toBe(true);
    expect(isMantineDefaultsModule(moduleFile.replaceAll('/', '\\'))).toBe(true);
    expect(isMantineDefaultsModule(resolverFile)).toBe(false);
  });

  it('leaves no work at load, and removes the same defaults as Mantine on first use', async () => {
    const original = (await import(/* @vite-ignore */ pathToFileURL(moduleFile).href)) as {
      removeDefaultVariables: RemoveDefaults;
    };
    const deferred = await importDeferredModule();
    const { defaultCssVariablesResolver } = (await import(/* @vite-ignore */ pathToFileURL(resolverFile).href)) as {
      defaultCssVariablesResolver: (theme: unknown) => Variables;
    };
    const { DEFAULT_THEME } = (await import(/* @vite-ignore */ pathToFileURL(themeFile).href)) as {
      DEFAULT_THEME: { primaryColor: string };
    };
    // A theme that differs from the default in some variables: only those must be kept.
    const input = defaultCssVariablesResolver({ ...DEFAULT_THEME, primaryColor: 'green' });

    const code = deferDefaultCssVariables(readFileSync(moduleFile, 'utf8'));
    const topLevel = code.slice(0, code.indexOf('function removeDefaultVariables'));
    // Called inside a function now, not when the module is evaluated.
    expect(topLevel).not.toMatch(/^(const|let|var) \w+ = defaultCssVariablesResolver\(/m);
    expect(topLevel).toContain('() => (computedDefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME))');
    const kept = deferred.removeDefaultVariables(input);
    expect(kept).toEqual(original.removeDefaultVariables(input));
    expect(Object.keys(kept.variables).length).toBeGreaterThan(0);
  });

  it('stops the build when the module no longer reads as expected', () => {
    expect(() => deferDefaultCssVariables('export const x = 1;')).toThrow(/no longer reads as expected/);
  });
});
