import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, encodingForAnswer } from '../lib/response-encoding';
import { installCompression } from './compression';

/**
 * The answer cache picks the encoding of a kept answer itself (lib/response-encoding.ts); it must pick what the
 * compression plugin picks for the same answer and request, or a hit would be sent otherwise than a miss.
 * Checked against the plugin itself, so an upgrade that changes its rule shows here.
 */
const HEADERS: Record<string, string | undefined>[] = [
  { 'accept-encoding': 'br, gzip' },
  { 'accept-encoding': 'gzip, br' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'identity' },
  {},
  { 'accept-encoding': '' },
  { 'accept-encoding': 'gzip;q=0.9, br;q=0.5' },
  { 'accept-encoding': 'gzip;q=0.5, br;q=0.5' },
  { 'accept-encoding': 'br;q=0, gzip' },
  { 'accept-encoding': 'br;q=0, gzip;q=0' },
  { 'accept-encoding': 'br;q=0.1, identity;q=1' },
  { 'accept-encoding': '*' },
  { 'accept-encoding': '*;q=0' },
  { 'accept-encoding': 'br;q=0, *' },
  { 'accept-encoding': 'x-gzip' },
  { 'accept-encoding': 'deflate' },
  { 'accept-encoding': 'GZIP, BR' },
  { 'accept-encoding': 'br, gzip', 'x-no-compression': '1' },
];

async function appWithAnswersOf(...sizes: number[]) {
  const app = Fastify();
  await installCompression(app);
  for (const size of sizes) {
    app.get(`/api/answer/${size}`, async (_request, reply) => {
      // A JSON text of exactly `size` bytes, as a serializer would have written it.
      reply.header('content-type', 'application/json; charset=utf-8');
      return `{"x":"${'a'.repeat(size - 8)}"}`;
    });
  }
  return app;
}

describe('the encoding rule shared with the answer cache', () => {
  it('picks what @fastify/compress picks, for answers above and below the threshold', async () => {
    const sizes = [COMPRESSION_THRESHOLD_BYTES - 1, COMPRESSION_THRESHOLD_BYTES, 20_000];
    const app = await appWithAnswersOf(...sizes);
    for (const size of sizes) {
      for (const headers of HEADERS) {
        const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
        const response = await app.inject({ method: 'GET', url: `/api/answer/${size}`, headers: clean });
        expect(response.statusCode).toBe(200);
        expect(encodingForAnswer(clean, size) ?? undefined, `${size} bytes, ${JSON.stringify(headers)}`).toBe(
          response.headers['content-encoding'],
        );
      }
    }
    await app.close();
  });
});
