import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Smaller answers gain less than the time spent compressing them. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compresses API answers (JSON, the OpenAPI document and its viewer) above the threshold, in brotli or
 * gzip as the client accepts. Call before any route is registered: the plugin attaches itself to routes
 * as they are added.
 *
 * Everything outside /api is the built web app, whose files are compressed once at build time and sent
 * as they are (plugins/web-app.ts); compressing those again here would waste time on every request, and
 * compressing the uncompressed fallbacks would change their length and ETag after the fact. So routes
 * outside /api opt out before the plugin sees them. Request bodies are not decompressed: no client of ours
 * compresses them, so accepting compressed bodies would only be more ways in.
 */
export async function installCompression(app: FastifyInstance) {
  // Registered before the plugin, so this hook runs before the plugin's own onRoute hook.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // The encodings every current browser accepts, and the ones the web app's files are built in;
    // zstd would depend on the Node version (22.15+) and add nothing for our clients.
    encodings: ['br', 'gzip'],
  });
}
