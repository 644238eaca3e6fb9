import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_STYLESHEET_ATTRIBUTE } from '../src/app/shell-stylesheets';
import { fixtureApp, type FixtureApp } from './fixture-app';
import { preloadedShellStylesheets, shellStylesheetsPlugin } from './shell-stylesheets-plugin';

// A real `vite build` of an entry that imports a stylesheet, which Vite links from index.html.
let app: FixtureApp;
let builtHtml: string;
beforeAll(async () => {
  app = await fixtureApp('shell-stylesheets', {
    'main.js': `import './shell.css';\ndocument.title = 'started';\n`,
    'shell.css': `body { margin: 0; }\n`,
  });
  await app.build([shellStylesheetsPlugin()]);
  builtHtml = await readFile(app.path('dist', 'index.html'), 'utf8');
}, 60_000);
afterAll(() => app.remove());

describe('shellStylesheetsPlugin', () => {
  it('makes the stylesheet Vite links from the built index.html a preload the app applies', () => {
    const links = builtHtml.match(/<link\b[^>]*>/g) ?? [];
    const stylesheet = links.find((link) => /href="\/assets\/[^"]+\.css"/.test(link));
    expect(stylesheet).toBeDefined();
    expect(stylesheet).toContain('rel="preload" as="style"');
    expect(stylesheet).toContain(SHELL_STYLESHEET_ATTRIBUTE);
    // Fetched in the same mode as Vite's own tags and the page chunks' stylesheets.
    expect(stylesheet).toContain('crossorigin');
    expect(builtHtml).not.toContain('rel="stylesheet"');
  });

  it('keeps the rest of the tag, and changes no other link', () => {
    const html =
      '<link rel="icon" href="/favicon.svg" />' +
      '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/more-2.css">';
    expect(preloadedShellStylesheets(html)).toBe(
      '<link rel="icon" href="/favicon.svg" />' +
        `<link rel="preload" as="style" ${SHELL_STYLESHEET_ATTRIBUTE} crossorigin href="/assets/shell-1.css">` +
        `<link rel="preload" as="style" ${SHELL_STYLESHEET_ATTRIBUTE} crossorigin href="/assets/more-2.css">`,
    );
  });
});
