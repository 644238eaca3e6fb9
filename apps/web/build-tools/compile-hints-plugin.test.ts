import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, withCompileHint } from './compile-hints-plugin';

let root: string;
let chunks: Map<string, string>;
let worker: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'courtside-compile-hints-'));
  chunks = await buildFixture();
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

/**
 * A real, minified `vite build` of an entry that loads a page lazily (its stylesheet makes Vite put its preload
 * helper's list of files atop the entry) and starts a module worker.
 */
async function buildFixture() {
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>`,
  );
  await writeFile(
    path.join(root, 'main.js'),
    [
      `/* a comment the minifier drops */`,
      `export function start() { return import('./page.js').then((page) => page.draw()); }`,
      `new Worker(new URL('./zone.worker.js', import.meta.url), { type: 'module' });`,
      `start();`,
    ].join('\n'),
  );
  await writeFile(
    path.join(root, 'page.js'),
    `import './page.css';\nexport function draw() { document.title = 'drawn'; }\n`,
  );
  await writeFile(path.join(root, 'page.css'), `h1 { color: green; }\n`);
  await writeFile(
    path.join(root, 'zone.worker.js'),
    `self.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);\n`,
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHintsPlugin()],
    worker: { format: 'es' },
    build: { outDir: 'dist', sourcemap: false },
  });
  const assets = path.join(root, 'dist', 'assets');
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
