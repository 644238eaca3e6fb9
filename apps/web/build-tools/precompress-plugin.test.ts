import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, type FixtureApp } from './fixture-app';
import { MIN_SIZE_BYTES, precompressPlugin } from './precompress-plugin';

/** Text that compresses well but is not one repeated character, like real bundles. */
const words = (count: number) =>
  Array.from({ length: count }, (_, i) => `word${i % 97} ${'league'.slice(i % 6)}`).join(' ');

// One real `vite build` of a tiny app (an entry, a stylesheet, public files) with only our plugin: the cases only
// read its output.
let app: FixtureApp;
let dist: string;
let files: string[];
beforeAll(async () => {
  app = await fixtureApp('precompress', {
    'main.js': `import './style.css';\ndocument.title = ${JSON.stringify(words(800))};\n`,
    'style.css': `body { --words: "${words(400)}"; }\n`,
    'public/icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><desc>${words(300)}</desc></svg>`,
    'public/small.txt': 'abc123\n',
    // A PNG-like binary file above the size limit: not a text format, so left alone.
    'public/photo.png': Buffer.alloc(4 * MIN_SIZE_BYTES, 7),
  });
  await app.build([precompressPlugin()]);
  dist = app.path('dist');
  files = (await readdir(dist, { recursive: true })).map((name) => name.split(path.sep).join('/')).sort();
}, 60_000);
afterAll(() => app.remove());

describe('precompressPlugin', () => {
  it('writes .br and .gz beside every text file above the limit, and they decompress to the file', async () => {
    const sources = files.filter((file) => !file.endsWith('.br') && !file.endsWith('.gz') && file.includes('.'));
    const js = sources.find((file) => /^assets\/.+\.js$/.test(file));
    const css = sources.find((file) => /^assets\/.+\.css$/.test(file));
    expect(js).toBeDefined();
    expect(css).toBeDefined();
    for (const file of [js!, css!, 'icon.svg']) {
      const original = await readFile(path.join(dist, file));
      expect(original.length).toBeGreaterThan(MIN_SIZE_BYTES);
      const br = await readFile(path.join(dist, `${file}.br`));
      const gz = await readFile(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
    }
  });

  it('leaves small files and binary formats alone', async () => {
    expect((await readFile(path.join(dist, 'index.html'))).length).toBeLessThan(MIN_SIZE_BYTES);
    for (const file of ['index.html', 'small.txt', 'photo.png']) {
      expect(files).toContain(file);
      expect(files).not.toContain(`${file}.br`);
      expect(files).not.toContain(`${file}.gz`);
    }
  });
});
