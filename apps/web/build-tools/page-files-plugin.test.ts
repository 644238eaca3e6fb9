import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FILES_FILE, type PageFiles } from '@courtside/shared/web/page-files';
import { fixtureApp, type FixtureApp } from './fixture-app';
import { pageFilesPlugin } from './page-files-plugin';

// A tiny app built with the real bundler: a shell with its own CSS, two lazy pages that share a chunk with CSS of
// its own, and a page importing only what the shell already has.
let app: FixtureApp;
beforeAll(async () => {
  app = await fixtureApp('page-files', {
    'main.js': [
      `import './shell.css';`,
      `import { greet } from './shell-part.js';`,
      `greet();`,
      `import('./home-page.js');`,
      `import('./table-page.js');`,
      `import('./plain-page.js');`,
    ].join('\n'),
    'shell.css': `body { color: green; }`,
    'shell-part.js': `export const greet = () => document.body.append('hello');`,
    // Large enough that the bundler keeps it as a chunk of its own rather than copying it into both pages.
    'table.js': `import './table.css';\nexport const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`,
    'table.css': `.table { border: 1px solid; }`,
    'home-page.js': `import { rows } from './table.js';\nexport const page = () => rows.length + 1;`,
    'table-page.js': `import { rows } from './table.js';\nexport const page = () => rows.length + 2;`,
    'plain-page.js': `import { greet } from './shell-part.js';\nexport const page = () => greet();`,
  });
}, 60_000);
afterAll(() => app.remove());

async function buildPageFiles(): Promise<PageFiles[]> {
  await app.build([
    pageFilesPlugin([
      { pattern: '/', module: 'home-page.js' },
      { pattern: '/tables/:id', module: 'table-page.js' },
      { pattern: '*', module: 'plain-page.js' },
    ]),
  ]);
  return JSON.parse(await readFile(app.path('dist', PAGE_FILES_FILE), 'utf8')) as PageFiles[];
}

describe('pageFilesPlugin', () => {
  it("lists each page's chunk, the chunks it imports and their CSS, in the order given, less the shell's", async () => {
    const pages = await buildPageFiles();
    const html = await readFile(app.path('dist', 'index.html'), 'utf8');
    const [home, table, plain] = pages;

    expect(pages.map((page) => page.pattern)).toEqual(['/', '/tables/:id', '*']);
    expect(home!.scripts[0]).toMatch(/^\/assets\/home-page-[\w-]+\.js$/);
    expect(table!.scripts[0]).toMatch(/^\/assets\/table-page-[\w-]+\.js$/);
    // The shared chunk and its stylesheet go with both pages that import it.
    const shared = home!.scripts.find((file) => file.includes('table-') && !file.includes('page'));
    expect(shared).toBeDefined();
    expect(table!.scripts).toContain(shared);
    expect(home!.styles).toHaveLength(1);
    expect(home!.styles).toEqual(table!.styles);
    // What index.html loads already is never named again.
    expect(plain!.scripts).toHaveLength(1);
    expect(plain!.styles).toEqual([]);
    for (const file of pages.flatMap((page) => [...page.scripts, ...page.styles])) {
      expect(html, file).not.toContain(file);
    }
  });

  it('stops the build when a listed module is not a lazy page of its own', async () => {
    await expect(
      app.build([pageFilesPlugin([{ pattern: '/', module: 'table.js' }])], { outDir: 'dist-broken' }),
    ).rejects.toThrow(/no chunk stands for table\.js/);
  });
});
