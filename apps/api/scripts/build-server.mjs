// Bundles the API server into one JavaScript file, apps/api/dist/server.js, so `npm start` runs plain
// JavaScript with no TypeScript transpiler at run time (ADR 035). `npm run build -w apps/api`, or
// `node apps/api/scripts/build-server.mjs [outfile]` from anywhere.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const defaultOutfile = path.join(apiRoot, 'dist/server.js');
const sharedSource = path.join(repoRoot, 'packages/shared/src');

/**
 * The shared package exports TypeScript sources, which Node cannot run, so it is compiled into the bundle;
 * every other package stays in node_modules and finds its own files there (PGlite's wasm, argon2's binary).
 */
const bundleSharedPackage = {
  name: 'bundle-shared-package',
  setup(builder) {
    builder.onResolve({ filter: /^@courtside\/shared\// }, (args) => ({
      path: `${path.join(sharedSource, args.path.slice('@courtside/shared/'.length))}.ts`,
    }));
  },
};

/**
 * Modules find files beside their source (migrations, the web app's dist) through import.meta.url. Bundled,
 * that would be dist/server.js for all of them, so each module's import.meta.url is rewritten to its own
 * source file's URL, relative to the bundle: the same paths resolve from source and from dist.
 */
const keepSourceUrls = (outdir) => ({
  name: 'keep-source-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/');
      const sourceUrl = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', sourceUrl), loader: 'ts' };
    });
  },
});

/**
 * Writes dist/server.js and its source map. Another `outfile` must also lie inside the repository, where Node
 * finds node_modules from it (the tests build one of their own, so they never replace the one being served).
 */
export async function buildServer(outfile = defaultOutfile) {
  await build({
    entryPoints: [path.join(apiRoot, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundleSharedPackage, keepSourceUrls(path.dirname(outfile))],
    // Stack traces name the TypeScript lines (`node --enable-source-maps`); the sources stay in the repository.
    sourcemap: true,
    sourcesContent: false,
    // Fastify's plugins and error messages read function and class names.
    keepNames: true,
    logLevel: 'info',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] === undefined ? undefined : path.resolve(process.argv[2]));
}
