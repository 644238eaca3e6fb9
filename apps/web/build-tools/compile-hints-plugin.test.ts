import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from './compile-hints-plugin';
import { fixtureApp, type FixtureApp } from './fixture-app';

let app: FixtureApp;
let chunks: Map<string, string>;
let worker: string;
beforeAll(async () => {
  app = await fixtureApp('compile-hints', {
    'main.js': [
      `/* a comment the minifier drops */`,
      `export function start() { return import('./page.js').then((page) => page.draw()); }`,
      `new Worker(new URL('./zone.worker.js', import.meta.url), { type: 'module' });`,
      `start();`,
    ].join('\n'),
    'page.js': `import './page.css';\nexport function draw() { document.title = 'drawn'; }\n`,
    'page.css': `h1 { color: green; }\n`,
    'zone.worker.js': `self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);\n`,
  });
  chunks = await builtChunks();
}, 60_000);
afterAll(() => app.remove());

/**
 * A real, minified `vite build` of an entry that loads a page lazily (its stylesheet makes Vite put its preload
 * helper's list of files atop the entry) and starts a module worker: its chunks by name, the worker's aside.
 */
async function builtChunks() {
  await app.build([compileHintsPlugin()], { worker: { format: 'es' } });
  const assets = app.path('dist', 'assets');
  const found = new Map<string, string>();
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    const code = await readFile(path.join(assets, name), 'utf8');
    if (name.includes('worker')) worker = code;
    else found.set(name, code);
  }
  return found;
}

describe('compileHintsPlugin', () => {
  it("puts the hint on the first line of every chunk, above Vite's preload list", () => {
    expect(chunks.size).toBeGreaterThanOrEqual(2);
    const entry = [...chunks.values()].find((code) => code.includes('__vite__mapDeps'));
    expect(entry).toBeDefined();
    for (const code of chunks.values()) {
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      expect(code.indexOf(COMPILE_HINT, 1)).toBe(-1);
    }
  });

  it('leaves the worker, built apart, as it was', () => {
    expect(worker).toContain('postMessage');
    expect(worker).not.toContain(COMPILE_HINT);
  });

  it('adds the hint once however often it is asked', () => {
    expect(withCompileHint('a()')).toBe(`${COMPILE_HINT}\na()`);
    expect(withCompileHint(withCompileHint('a()'))).toBe(`${COMPILE_HINT}\na()`);
  });
});
