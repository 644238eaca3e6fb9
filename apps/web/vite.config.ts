import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { commitFilePlugin } from './build-tools/commit-file-plugin.ts';
import { compileHintsPlugin } from './build-tools/compile-hints-plugin.ts';
import { ignoreKnownBuildWarnings } from './build-tools/known-build-warnings.ts';
import { mantineStylesPlugin } from './build-tools/mantine-styles-plugin.ts';
import { pageFilesPlugin } from './build-tools/page-files-plugin.ts';
import { precompressPlugin } from './build-tools/precompress-plugin.ts';
import { serviceWorkerPlugin } from './build-tools/service-worker-plugin.ts';
import { shellStylesheetsPlugin } from './build-tools/shell-stylesheets-plugin.ts';
// By its path: Vite loads its config with packages left to Node, which runs no TypeScript.
import { PAGE_ROUTES } from '../../packages/shared/src/web/page-routes.ts';

// In development the API runs on its own port; Vite forwards /api so the browser sees one origin,
// which keeps the same-origin cookie and CSRF rules identical to production.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [
    // JSX and, in `npm run dev`, Fast Refresh: an edited component is swapped in place, keeping its state.
    react(),
    mantineStylesPlugin(),
    commitFilePlugin(),
    pageFilesPlugin(PAGE_ROUTES.map((page) => ({ pattern: page.path, module: `src/${page.module}.tsx` }))),
    compileHintsPlugin(),
    shellStylesheetsPlugin(),
    serviceWorkerPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      // '@/' is src/: features reach shared code by this alias, never by climbing ../ into another folder.
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // Module workers (lib/viewer-time-zone.ts), as in development, where Vite serves a worker as a module.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    // No source maps in the production build. 'hidden' maps only help when something uploads them to an
    // error tracker, and we have none; any map in dist would be a file a server might be made to serve.
    // (The server refuses *.map anyway.) Development keeps its maps: this setting is for builds only.
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Rolldown would otherwise move code that several lazy pages share (dialogs, inputs) into the entry,
    // which every first visit loads: shared code stays in shared chunks instead (ADR 040).
    rolldownOptions: {
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      onwarn: ignoreKnownBuildWarnings,
      // Required by experimentalInlineCommonChunks below; nothing imports our chunks' exports from outside.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The entry and everything it imports statically in one chunk, instead of a dozen small ones that lazy
          // pages share: each file of a first visit is a round trip before the app can start (ADR 045).
          groups: [{ name: 'shell', tags: ['$initial'] }],
          // Code shared by a few pages (a Mantine component, a query hook, an icon) made a chunk of its own for
          // each set of pages sharing it: the league home was 46 files, mostly under 2 kB, each a round trip on a
          // phone's network. Shared chunks under 12 kB of source are copied into the pages that use them
          // instead (ADR 048); the bundler then runs modules in their source order (strictExecutionOrder).
          experimentalInlineCommonChunks: { maxSize: 12_000 },
        },
      },
    },
  },
});
