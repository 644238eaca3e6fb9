import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES, RESPONSE_ENCODINGS } from '../lib/response-encoding';

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
    // Shared with the answer cache, which keeps answers compressed by the same rule (lib/response-encoding.ts).
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...RESPONSE_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });
}
