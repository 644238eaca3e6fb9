import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { commitFilePlugin } from './build-tools/commit-file-plugin.ts';
import { mantineStylesPlugin } from './build-tools/mantine-styles-plugin.ts';
import { precompressPlugin } from './build-tools/precompress-plugin.ts';
import { serviceWorkerPlugin } from './build-tools/service-worker-plugin.ts';

// In development the API runs on its own port; Vite forwards /api so the browser sees one origin,
// which keeps the same-origin cookie and CSRF rules identical to production.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), mantineStylesPlugin(), commitFilePlugin(), serviceWorkerPlugin(), precompressPlugin()],
  // '@/' is src/: features reach shared code by this alias, never by climbing ../ into another folder.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // No source maps in the production build. 'hidden' maps only help when something uploads them to an
    // error tracker, and we have none; any map in dist would be a file a server might be made to serve.
    // (The server refuses *.map anyway.) Development keeps its maps: this setting is for builds only.
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Rolldown would otherwise move code that several lazy pages share (dialogs, inputs) into the entry,
    // which every first visit loads: shared code stays in shared chunks instead (ADR 040).
    rolldownOptions: { experimental: { chunkOptimization: { mergeCommonChunks: false } } },
  },
});
