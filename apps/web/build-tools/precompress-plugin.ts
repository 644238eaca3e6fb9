import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images and fonts (woff2) are compressed already and would not shrink. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this, the compressed copy saves less than a network packet and costs a file and a lookup. */
export const MIN_SIZE_BYTES = 1024;

/**
 * Compresses each text file of `dir` (recursively) above MIN_SIZE_BYTES once, at the best settings, into
 * `<file>.br` and `<file>.gz` beside it; the server sends whichever the browser accepts. A variant that
 * would not be smaller than its file is not written, so the server falls back to the file itself.
 * Returns the paths of the files written.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map(precompressFile));
  return written.flat();
}

async function precompressFile(file: string): Promise<string[]> {
  const source = await readFile(file);
  if (source.length < MIN_SIZE_BYTES) return [];
  // Build time is spent once and every page load gains, so both use their slowest, smallest setting.
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written: string[] = [];
  for (const [variant, suffix] of [
    [br, '.br'],
    [gz, '.gz'],
  ] as const) {
    if (variant.length >= source.length) continue;
    await writeFile(`${file}${suffix}`, variant);
    written.push(`${file}${suffix}`);
  }
  return written;
}

/**
 * After `vite build` has written dist (bundles and the public folder's copies), writes the compressed
 * variants the API server serves with @fastify/static's `preCompressed`, so no request pays for compression.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'courtside-precompress',
    apply: 'build',
    writeBundle: {
      // After every other plugin has written its files, so they are compressed too.
      order: 'post',
      async handler(outputOptions) {
        if (!outputOptions.dir) return;
        const written = await precompressDirectory(outputOptions.dir);
        this.info(`wrote ${written.length} precompressed files (.br, .gz)`);
      },
    },
  };
}
