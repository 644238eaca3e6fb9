import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../lib/response-encoding';
import { startLeague, useAppWithAdmin } from '../test/league-fixtures';
import { TEST_APP_SETTINGS, buildSettledApp, injectAs } from '../test/test-app';

/**
 * A kept answer is sent in the encoding the request accepts, from bytes compressed once (ADR 039, "Compressed
 * bytes"): whatever the Accept-Encoding, a hit must read as the miss before it and as an app without the cache
 * on the same database reads, with the headers @fastify/compress gives its compressed answers.
 */
const t = useAppWithAdmin();
let uncached: FastifyInstance;
let world: Awaited<ReturnType<typeof startLeague>>;
let viewer: { cookie: string };

const YEAR = new Date().getUTCFullYear() + 1;
/** A large answer (the division with its matches) and a small one, below the compression threshold. */
const urls = () => ({
  large: `/api/1.0/divisions/getMyDivision?league_id=${world.league.id}`,
  small: `/api/1.0/leagues/get?league_id=${world.league.id}`,
});

const ACCEPT_ENCODINGS = [
  'br, gzip',
  'gzip, deflate, br',
  'gzip',
  'identity',
  undefined,
  'gzip;q=0.9, br;q=0.5',
  'br;q=0, gzip',
  'br;q=0, gzip;q=0',
  '*',
  'x-gzip',
  'deflate',
  'GZIP',
];

/** Headers that describe the answer, as the client receives them; date and connection handling left out. */
const HEADERS_OF_THE_ANSWER = ['content-type', 'content-encoding', 'content-length', 'vary', 'cache-control'];

function headersOf(response: LightMyRequestResponse) {
  return Object.fromEntries(HEADERS_OF_THE_ANSWER.map((name) => [name, response.headers[name]]));
}

function decoded(response: LightMyRequestResponse): string {
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(response.rawPayload).toString('utf8');
    case 'gzip':
      return gunzipSync(response.rawPayload).toString('utf8');
    case undefined:
      return response.rawPayload.toString('utf8');
    default:
      throw new Error(`unexpected content-encoding ${String(response.headers['content-encoding'])}`);
  }
}

const read = (app: FastifyInstance, url: string, acceptEncoding: string | undefined, extra = {}) =>
  injectAs(app, viewer.cookie, {
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...extra },
  });

/**
 * A statement that changes nothing but is not a read: it moves the change count, so the cache is emptied. On
 * PostgreSQL its notification (the trigger fires for a statement that changes no row too) does not move it again
 * when it arrives, since it comes from this process's own connection (ADR 049).
 */
async function emptyTheCache() {
  await t.app.db.execute(sql`update users set firstname = firstname where id = -1`);
}

beforeAll(async () => {
  uncached = await buildSettledApp(t.app.db, TEST_APP_SETTINGS);
  world = await startLeague(t.app, t.admin.cookie, { divisions: [4], league: { play_end: `${YEAR}-12-31` } });
  viewer = world.divisions[0]!.members[0]!;
});
afterAll(() => uncached?.close());

describe('compressed answers from the answer cache', () => {
  it('has a large answer above the compression threshold and a small one below it', async () => {
    const { large, small } = urls();
    expect((await read(uncached, large, undefined)).rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect((await read(uncached, small, undefined)).rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  });

  for (const acceptEncoding of ACCEPT_ENCODINGS) {
    it(`answers a hit as the miss and as the uncached app, Accept-Encoding: ${acceptEncoding ?? '(none)'}`, async () => {
      for (const url of Object.values(urls())) {
        await emptyTheCache();
        const miss = await read(t.app, url, acceptEncoding);
        expect(t.app.answerCache === null || t.app.answerCache.size === 1).toBe(true);
        const hit = await read(t.app, url, acceptEncoding);
        const plain = await read(uncached, url, acceptEncoding);
        for (const response of [miss, hit, plain]) expect(response.statusCode, response.body).toBe(200);

        // Byte for byte the same JSON, whichever way it was sent.
        expect(decoded(hit)).toBe(decoded(plain));
        expect(decoded(miss)).toBe(decoded(plain));
        expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
        expect(headersOf(hit)).toEqual(headersOf(miss));
        // The plugin streams answers above its synchronous size and then sends no length; a kept answer's
        // length is known, and is sent as the plugin sends it when it knows it.
        const { 'content-length': plainLength, ...plainRest } = headersOf(plain);
        const { 'content-length': hitLength, ...hitRest } = headersOf(hit);
        expect(hitRest).toEqual(plainRest);
        expect(hitLength).toBe(String(hit.rawPayload.length));
        if (plainLength !== undefined) expect(plainLength).toBe(String(plain.rawPayload.length));
      }
    });
  }

  it('sends the text as it is when asked not to compress', async () => {
    const { large } = urls();
    await read(t.app, large, 'br');
    const hit = await read(t.app, large, 'br', { 'x-no-compression': '1' });
    const plain = await read(uncached, large, 'br', { 'x-no-compression': '1' });
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(headersOf(hit)).toEqual(headersOf(plain));
    expect(hit.body).toBe(plain.body);
  });

  it('is emptied by a change, in every encoding', async () => {
    const { large } = urls();
    const before = { br: await read(t.app, large, 'br'), gzip: await read(t.app, large, 'gzip') };
    expect(decoded(await read(t.app, large, 'br'))).toBe(decoded(before.br));
    const member = world.divisions[0]!.members[1]!;
    const renamed = await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: '/api/1.0/players/update',
      payload: { id: member.player.id, first_name: 'Renamed', last_name: 'Player', rating: 3.5, gender: 'Mens' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const encoding of ['br', 'gzip'] as const) {
      const after = decoded(await read(t.app, large, encoding));
      expect(after).not.toBe(decoded(before[encoding]));
      expect(after).toContain('Renamed');
      expect(after).toBe(decoded(await read(uncached, large, encoding)));
    }
  });
});
