import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_STYLESHEET_ATTRIBUTE } from '../src/app/shell-stylesheets';
import { preloadedShellStylesheets, shellStylesheetsPlugin } from './shell-stylesheets-plugin';

let root: string;
let builtHtml: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'courtside-shell-stylesheets-'));
  builtHtml = await buildFixture();
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/** A real `vite build` of an entry that imports a stylesheet, which Vite links from index.html. */
async function buildFixture() {
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>`,
  );
  await writeFile(path.join(root, 'main.js'), `import './shell.css';\ndocument.title = 'started';\n`);
  await writeFile(path.join(root, 'shell.css'), `body { margin: 0; }\n`);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shellStylesheetsPlugin()],
    build: { outDir: 'dist', sourcemap: false },
  });
  return readFile(path.join(root, 'dist', 'index.html'), 'utf8');
}

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
