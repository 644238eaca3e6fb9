import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

// One rule for which encoding an API answer is sent in, shared by the compression plugin (which applies it to
// every answer it compresses) and the answer cache (which keeps compressed bytes and must pick the same ones).
// The negotiation is @fastify/compress's own: the same negotiator package with the same preparation of the
// header, so q-values, `*` and `x-gzip` read the same on a cache hit as on a miss; compression.test.ts checks
// the two against each other for a range of headers.

/** The encodings every current browser accepts, best first; zstd would depend on the Node version (22.15+). */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];

/** Smaller answers gain less than the time spent compressing them. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** @fastify/compress's own default quality: 11 (zlib's) costs far more time for a few per cent of size. */
export const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * The encoding @fastify/compress picks for this request, or null for none (no header, `identity`, nothing we
 * offer). Like the plugin, it reads `*` (no preference) and `x-gzip` as gzip, and ignores case.
 */
export function negotiateEncoding(headers: IncomingHttpHeaders): ResponseEncoding | null {
  const header = headers['accept-encoding'];
  if (header === undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...RESPONSE_ENCODINGS]);
}

/**
 * How a JSON answer of `byteLength` bytes is sent to this request: what the plugin does for a buffered answer,
 * which also leaves it as it is when asked (`x-no-compression`) or when it is below the threshold.
 */
export function encodingForAnswer(headers: IncomingHttpHeaders, byteLength: number): ResponseEncoding | null {
  if (headers['x-no-compression'] !== undefined || byteLength < COMPRESSION_THRESHOLD_BYTES) return null;
  return negotiateEncoding(headers);
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed with the plugin's settings, on libuv's thread pool, so a large answer does not stall the event loop. */
export function compressAnswer(text: string, encoding: ResponseEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(text, BROTLI_OPTIONS) : gzip(text);
}
