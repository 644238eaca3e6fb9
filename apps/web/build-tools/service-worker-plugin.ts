import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { filesLoadedBy, staticClosure, type BundleFile } from './bundle-files.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
/** The worker's source, relative to the app's root. */
const DEFAULT_ENTRY = 'src/service-worker/worker.ts';
/** public/icons: the manifest's PNGs and the Apple touch icon (build-tools/render-icons.ts). */
const INSTALL_ICONS_DIR = 'icons';
/** A page of the app: every page module is named `*-page.tsx` and loaded when its route is first opened. */
const PAGE_MODULE = /-page\.[jt]sx?$/;

/**
 * The files of the app's shell: index.html, the scripts and styles it loads, the chunks they import statically
 * and their CSS, and the parts of the shell loaded on first use (the phone menu, the dialogs, the toasts: ADR 040),
 * which must open offline too. Lazily loaded pages are left out: the worker saves their chunks as they are
 * visited, so the first visit does not download the whole app in the background.
 *
 * It starts from what index.html loads as well as from the entry chunk, because the bundler may leave no entry
 * chunk of its own: when all the entry's code is in the shell chunk (ADR 045), index.html loads that directly.
 */
export function entryFiles(bundle: Record<string, BundleFile>): string[] {
  const roots = [
    ...Object.values(bundle)
      .filter((file) => file.type === 'chunk' && file.isEntry)
      .map((file) => file.fileName),
    ...filesLoadedBy(bundle['index.html']),
  ];
  const files = staticClosure(bundle, roots, (module) => !PAGE_MODULE.test(module));
  if (bundle['index.html']) files.add('index.html');
  return [...files];
}

async function publicFiles(publicDir: string): Promise<string[]> {
  if (!publicDir) return [];
  try {
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * A version that changes whenever anything the worker keeps changes: the bundle's names carry their content
 * hashes, and index.html and the public files are hashed by content.
 */
async function buildVersion(bundle: Record<string, BundleFile>, publicDir: string, publicNames: string[]) {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) hash.update(`${name}\n`);
  hash.update(bundle['index.html']?.source ?? '');
  for (const name of [...publicNames].sort()) {
    hash.update(`${name}\n`);
    hash.update(await readFile(path.join(publicDir, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Bundles the worker on its own, as one classic script (module workers are not supported everywhere yet). */
async function bundleWorker(root: string, entry: string, data: { version: string; precache: string[] }) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    mode: 'production',
    define: { __COURTSIDE_SW_BUILD__: JSON.stringify(data) },
    build: {
      write: false,
      sourcemap: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'courtsideWorker', fileName: () => 'sw' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((file) => file.type === 'chunk');
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('The service worker build produced no script.');
}

/**
 * Writes /sw.js, the service worker (src/service-worker/worker.ts), into the build, with this build's version
 * and the files to keep from the start (index.html, the entry's scripts and styles, the public folder but its
 * install icons: the offline page, the manifest, the favicon). Builds only: development runs without a worker.
 */
export function serviceWorkerPlugin(options: { entry?: string } = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'courtside-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has added index.html to the bundle.
      order: 'post',
      async handler(_outputOptions, bundle) {
        const files = bundle as unknown as Record<string, BundleFile>;
        const publicNames = await publicFiles(config.publicDir);
        // The install icons are fetched by the browser when someone installs the app, which needs a network
        // anyway: keeping them would add some 65 kB to every first visit for nothing.
        const kept = publicNames.filter((name) => !name.startsWith(`${INSTALL_ICONS_DIR}/`));
        const precache = [...entryFiles(files), ...kept].map((name) => `/${name}`).sort();
        const version = await buildVersion(files, config.publicDir, publicNames);
        const code = await bundleWorker(config.root, options.entry ?? DEFAULT_ENTRY, { version, precache });
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: code });
        this.info(`wrote ${SERVICE_WORKER_FILE} (version ${version}, ${precache.length} files kept for offline use)`);
      },
    },
  };
}
