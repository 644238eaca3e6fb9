import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Each Mantine component reads its class names from a `<Name>.module.mjs` file; Mantine publishes that
 * component's CSS as `@mantine/core/styles/<Name>.layer.css`. Both paths use forward slashes in module ids.
 */
const CLASS_NAMES_MODULE = /\/@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;

export function mantineStylesDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@mantine/core/styles/global.layer.css'));
}

/**
 * The import that brings a Mantine class-names module its component's stylesheet, or null when Mantine
 * ships no stylesheet of that name (the module then needs none of its own).
 */
export function stylesheetImportFor(moduleId: string, stylesDir: string): string | null {
  const name = CLASS_NAMES_MODULE.exec(moduleId.replaceAll('\\', '/'))?.[1];
  if (!name || !existsSync(path.join(stylesDir, `${name}.layer.css`))) return null;
  return `import '@mantine/core/styles/${name}.layer.css';\n`;
}

/**
 * Mantine's CSS goes with the components that use it (ADR 040). `@mantine/core/styles.css` is 36 kB gzip
 * and was all in the entry; instead each component's stylesheet is imported by the module that holds its
 * class names, so the bundler puts it in the same chunk as the component: the page that first needs a
 * component brings its CSS, and a component used by several pages has its CSS in their shared chunk. It is
 * Mantine's documented per-component import, done where the dependency really is instead of by hand, so
 * no page can forget one (Mantine's docs warn that Button also needs UnstyledButton's, and so on).
 *
 * The `.layer.css` variants put Mantine in `@layer mantine`: our own unlayered CSS then always wins over
 * Mantine's whatever order the chunks' stylesheets arrive in, as it did when all of Mantine came first.
 */
export function mantineStylesPlugin(): Plugin {
  const stylesDir = mantineStylesDir();
  return {
    name: 'courtside-mantine-styles',
    // The dev server pre-bundles Mantine, so no hook sees its modules there: development gets all of
    // Mantine's CSS at once (still layered), which changes nothing but the number of bytes.
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, context) =>
        context.server
          ? [
              {
                tag: 'script',
                attrs: { type: 'module' },
                children: "import '@mantine/core/styles.layer.css';",
                injectTo: 'head',
              },
            ]
          : [],
    },
    transform(code, id) {
      const stylesheetImport = stylesheetImportFor(id, stylesDir);
      return stylesheetImport ? { code: stylesheetImport + code, map: null } : null;
    },
  };
}
