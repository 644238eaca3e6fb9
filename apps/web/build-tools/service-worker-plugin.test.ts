import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, type FixtureApp } from './fixture-app';
import { SERVICE_WORKER_FILE, entryFiles, serviceWorkerPlugin } from './service-worker-plugin';

const WORKER_ENTRY = fileURLToPath(new URL('../src/service-worker/worker.ts', import.meta.url));

let app: FixtureApp;
beforeAll(async () => {
  app = await fixtureApp('sw', {
    'main.js': `import './style.css';\nimport('./lazy-page.js').then((m) => m.show());\nimport('./phone-menu.js').then((m) => m.open());\n`,
    'lazy-page.js': `export const show = () => document.body.append('lazy');\n`,
    // A part of the shell loaded on first use, as the phone menu is: not a page.
    'phone-menu.js': `export const open = () => document.body.append('menu');\n`,
    'style.css': `body { color: green; }\n`,
    'public/offline.html': '<!doctype html><title>offline</title>',
    'public/icons/icon-192.png': Buffer.alloc(64, 1),
    'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
}, 60_000);
afterAll(() => app.remove());

/** A real `vite build` of the tiny app with only our plugin; returns the build data written into sw.js. */
async function buildAndRead(outDir: string) {
  await app.build([serviceWorkerPlugin({ entry: WORKER_ENTRY })], { outDir });
  const script = await readFile(app.path(outDir, SERVICE_WORKER_FILE), 'utf8');
  const data = /version:`([0-9a-f]+)`,precache:\[([^\]]*)\]/.exec(script);
  expect(data, 'the build data is written into sw.js').not.toBeNull();
  const precache = [...data![2]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return { script, version: data![1]!, precache };
}

describe('serviceWorkerPlugin', () => {
  it("writes sw.js as one classic script, keeping the entry page's files and the public folder", async () => {
    const { script, precache } = await buildAndRead('dist-a');

    // A classic script: no import or export statements for a browser that cannot load module workers.
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    expect(script).toContain('addEventListener(`fetch`');
    expect(precache).toContain('/index.html');
    expect(precache).toContain('/offline.html');
    expect(precache).toContain('/favicon.svg');
    // Fetched by the browser when the app is installed, online by nature.
    expect(precache).not.toContain('/icons/icon-192.png');
    expect(precache.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(true);
    expect(precache.some((file) => /^\/assets\/index-[\w-]+\.css$/.test(file))).toBe(true);
    // The lazily loaded page is saved when it is visited, not downloaded with the first page.
    expect(precache.some((file) => file.includes('lazy-page'))).toBe(false);
    // The shell's parts loaded on first use must open offline too.
    expect(precache.some((file) => file.includes('phone-menu'))).toBe(true);
  });

  it('gives each different build a new version, and the same build the same one', async () => {
    const first = await buildAndRead('dist-b');
    const again = await buildAndRead('dist-c');
    await app.write('public/offline.html', '<!doctype html><title>offline, reworded</title>');
    const changed = await buildAndRead('dist-d');

    expect(again.version).toBe(first.version);
    expect(changed.version).not.toBe(first.version);
  });
});

describe('entryFiles', () => {
  it('starts from what index.html loads when the bundler left no entry chunk (all its code in the shell chunk)', () => {
    // The app's build (ADR 045): index.html loads the runtime and the shell chunk, and no chunk is marked as the entry.
    const chunk = (fileName: string, more: object = {}) => ({
      type: 'chunk' as const,
      fileName,
      isEntry: false,
      ...more,
    });
    const bundle = {
      'index.html': {
        type: 'asset' as const,
        fileName: 'index.html',
        source:
          '<script type="module" crossorigin src="/assets/runtime-1.js"></script>' +
          '<script type="module" crossorigin src="/assets/shell-2.js"></script>' +
          '<link rel="stylesheet" crossorigin href="/assets/shell-3.css"><script src="/color-scheme.js"></script>',
      },
      'assets/runtime-1.js': chunk('assets/runtime-1.js'),
      'assets/shell-2.js': chunk('assets/shell-2.js', {
        imports: ['assets/runtime-1.js'],
        dynamicImports: ['assets/phone-menu-4.js', 'assets/league-home-page-5.js'],
      }),
      'assets/shell-3.css': { type: 'asset' as const, fileName: 'assets/shell-3.css' },
      'assets/phone-menu-4.js': chunk('assets/phone-menu-4.js', {
        facadeModuleId: '/app/src/app/layout/phone-menu.tsx',
        imports: ['assets/Drawer-6.js'],
        viteMetadata: { importedCss: new Set(['assets/phone-menu-7.css']) },
      }),
      'assets/league-home-page-5.js': chunk('assets/league-home-page-5.js', {
        facadeModuleId: '/app/src/features/league-home/league-home-page.tsx',
        imports: ['assets/Table-8.js'],
      }),
      'assets/Drawer-6.js': chunk('assets/Drawer-6.js'),
      'assets/Table-8.js': chunk('assets/Table-8.js'),
    };

    expect(entryFiles(bundle).sort()).toEqual([
      'assets/Drawer-6.js',
      'assets/phone-menu-4.js',
      'assets/phone-menu-7.css',
      'assets/runtime-1.js',
      'assets/shell-2.js',
      'assets/shell-3.css',
      'index.html',
    ]);
  });
});
