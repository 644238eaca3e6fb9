import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_REQUIRED,
  FEEDBACK_TOO_LONG,
  PAGE_URL_MAX_LENGTH,
  feedbackDto,
  feedbackListResponse,
} from '@courtside/shared/schemas/feedback';
import { feedback, users } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, createTestApp, injectAs, signedInUser } from '../test/test-app';
import { FEEDBACK_PER_MINUTE, FEEDBACK_TOO_FAST_MESSAGE } from './feedback';

const t = useAppWithAdmin({ withStranger: true });
const call = areaCaller(() => t.app, 'feedback');
const count = async () => (await t.app.db.select().from(feedback)).length;
const stored = async (id: number) => (await t.app.db.select().from(feedback).where(eq(feedback.id, id)))[0];

/** Each test that sends feedback does it as a new player, so no test spends another's per-minute allowance. */
const newPlayer = () => signedInUser(t.app);

/** Any JSON value as the body, with the headers given. */
async function send(caller: { cookie: string }, body: unknown, headers: Record<string, string> = {}) {
  return injectAs(t.app, caller.cookie, {
    method: 'POST',
    url: '/api/1.0/feedback/create',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('POST feedback/create', () => {
  it("stores the message, the page and the sender's email, and answers 201 with it", async () => {
    const player = await newPlayer();
    const sent = expectContract(
      await call(player, 'POST', 'create', {
        message: '  The standings page is great!  ',
        page_url: '/leagues/3/standings',
      }),
      201,
      feedbackDto,
    );
    expect(sent).toEqual({
      id: sent.id,
      email: player.email,
      message: 'The standings page is great!',
      page_url: '/leagues/3/standings',
      created_at: sent.created_at,
    });
    expect(await stored(sent.id)).toMatchObject({ userId: player.user.id, email: player.email });
  });

  it('keeps line breaks, tabs, emoji and a message of exactly the maximum length', async () => {
    const player = await newPlayer();
    const multiline = 'First point.\n\n\tSecond point 🎾\r\nThird';
    const kept = expectContract(
      await call(player, 'POST', 'create', { message: multiline, page_url: '/' }),
      201,
      feedbackDto,
    );
    expect(kept.message).toBe(multiline);
    const longest = 'x'.repeat(FEEDBACK_MAX_LENGTH);
    // Surrounding spaces are trimmed before the length is judged.
    const full = expectContract(await call(player, 'POST', 'create', { message: ` ${longest} ` }), 201, feedbackDto);
    expect(full.message).toBe(longest);
  });

  it.each([
    ['no message', { page_url: '/' }, FEEDBACK_REQUIRED],
    ['an empty message', { message: '' }, FEEDBACK_REQUIRED],
    ['a whitespace-only message', { message: ' \n\t  \r\n ' }, FEEDBACK_REQUIRED],
    ['a null message', { message: null }, FEEDBACK_REQUIRED],
    ['a message that is a number', { message: 42 }, FEEDBACK_REQUIRED],
    ['a message that is a list', { message: ['hello'] }, FEEDBACK_REQUIRED],
    ['a message one character too long', { message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }, FEEDBACK_TOO_LONG],
    [
      'a message with a right-to-left override',
      { message: 'Great \u202Epage' },
      'Feedback cannot contain invisible or direction-changing characters.',
    ],
    [
      'a message with a zero-width space',
      { message: 'Great\u200Bpage' },
      'Feedback cannot contain invisible or direction-changing characters.',
    ],
    [
      'a message with a NUL character',
      { message: 'Great\u0000page' },
      'Feedback cannot contain invisible or direction-changing characters.',
    ],
    ['a page that is a number', { message: 'Hi', page_url: 42 }, 'page_url must be a string'],
    [
      'a page address one character too long',
      { message: 'Hi', page_url: `/${'p'.repeat(PAGE_URL_MAX_LENGTH)}` },
      `Page address must be at most ${PAGE_URL_MAX_LENGTH} characters.`,
    ],
    ['a body that is a list', [{ message: 'Hi' }], 'body must be a object'],
    ['a body that is a string', 'Hi', 'body must be a object'],
    ['a body that is null', null, 'Missing required parameters: body'],
  ])('refuses %s with 400, storing nothing', async (_name, body, message) => {
    const player = await newPlayer();
    const before = await count();
    expectError(await send(player, body), 400, message);
    expect(await count()).toBe(before);
  });

  it('refuses a missing or unreadable body with 400, storing nothing', async () => {
    const player = await newPlayer();
    const before = await count();
    const json = { 'content-type': 'application/json' };
    expectError(
      await injectAs(t.app, player.cookie, { method: 'POST', url: '/api/1.0/feedback/create', headers: json }),
      400,
      'The request body must be valid JSON.',
    );
    expectError(
      await injectAs(t.app, player.cookie, {
        method: 'POST',
        url: '/api/1.0/feedback/create',
        headers: json,
        payload: '{"message": "unfinished',
      }),
      400,
      'The request body must be valid JSON.',
    );
    expect(await count()).toBe(before);
  });

  it('is for signed-in users only', async () => {
    const before = await count();
    expectError(await call(undefined, 'POST', 'create', { message: 'Anonymous hello' }), 401, UNAUTHORIZED_MESSAGE);
    expect(await count()).toBe(before);
  });

  describe('without a page_url', () => {
    const pageOf = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      expectContract(await send(await newPlayer(), { message: 'About this page', ...body }, headers), 201, feedbackDto)
        .page_url;

    it('takes the path and query of a Referer from this site, without its fragment', async () => {
      expect(await pageOf({}, { referer: 'http://localhost/leagues/3/standings?division=2#top' })).toBe(
        '/leagues/3/standings?division=2',
      );
      // A blank page_url is no page either.
      expect(await pageOf({ page_url: '   ' }, { referer: 'http://localhost:80/profile' })).toBe('/profile');
    });

    it.each([
      ['no Referer', {}],
      ['a Referer from another site', { referer: 'https://elsewhere.example/leagues/3' }],
      ['a Referer on another port', { referer: 'http://localhost:8080/leagues/3' }],
      ['a Referer that is not a web address', { referer: 'javascript:alert(1)' }],
      ['an unreadable Referer', { referer: 'not a url' }],
      ['a Referer too long to keep', { referer: `http://localhost/${'p'.repeat(PAGE_URL_MAX_LENGTH)}` }],
    ])('files it under / with %s', async (_name, headers) => {
      expect(await pageOf({}, headers)).toBe('/');
    });

    it('compares the Referer with PUBLIC_ORIGIN when a proxy rewrites Host', async () => {
      const proxied = await createTestApp({ publicOrigin: 'https://courtside.example' });
      try {
        const player = await signedInUser(proxied.app);
        const pageWith = async (referer: string) =>
          expectContract(
            await injectAs(proxied.app, player.cookie, {
              method: 'POST',
              url: '/api/1.0/feedback/create',
              payload: { message: 'Behind a proxy' },
              headers: { referer, origin: 'https://courtside.example' },
            }),
            201,
            feedbackDto,
          ).page_url;
        expect(await pageWith('https://courtside.example/dashboard?x=1')).toBe('/dashboard?x=1');
        expect(await pageWith('http://localhost/dashboard')).toBe('/');
      } finally {
        await proxied.close();
      }
    });
  });

  it(`allows ${FEEDBACK_PER_MINUTE} messages a minute per person, then answers 429 and stores nothing more`, async () => {
    const hasty = await newPlayer();
    const before = await count();
    for (let i = 1; i <= FEEDBACK_PER_MINUTE; i++) {
      expectContract(await call(hasty, 'POST', 'create', { message: `Message ${i}` }), 201, feedbackDto);
    }
    expectError(await call(hasty, 'POST', 'create', { message: 'One too many' }), 429, FEEDBACK_TOO_FAST_MESSAGE);
    expect(await count()).toBe(before + FEEDBACK_PER_MINUTE);
    // Another person's allowance is their own.
    expectContract(await call(await newPlayer(), 'POST', 'create', { message: 'My first' }), 201, feedbackDto);
  });
});

describe('GET feedback/all', () => {
  it('is for admins only', async () => {
    expectError(await call(t.stranger, 'GET', 'all'), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, 'GET', 'all'), 401, UNAUTHORIZED_MESSAGE);
    expectContract(await call(t.admin, 'GET', 'all'), 200, feedbackListResponse);
  });

  it('lists every message newest first, the id settling messages sent at the same time', async () => {
    const player = await newPlayer();
    const sent = [];
    for (const message of ['first', 'second', 'third']) {
      sent.push(expectContract(await call(player, 'POST', 'create', { message, page_url: '/x' }), 201, feedbackDto));
    }
    const [first, second, third] = sent.map((s) => s.id) as [number, number, number];
    // Times that disagree with the ids: the clock decides, and equal times fall back to the newer id.
    await t.app.db
      .update(feedback)
      .set({ createdAt: new Date('2030-01-02T00:00:00Z') })
      .where(eq(feedback.id, first));
    for (const id of [second, third]) {
      await t.app.db
        .update(feedback)
        .set({ createdAt: new Date('2030-01-01T00:00:00Z') })
        .where(eq(feedback.id, id));
    }
    const list = expectContract(await call(t.admin, 'GET', 'all'), 200, feedbackListResponse);
    expect(list.slice(0, 3).map((item) => item.id)).toEqual([first, third, second]);
    expect(list[0]).toEqual({
      id: first,
      email: player.email,
      message: 'first',
      page_url: '/x',
      created_at: '2030-01-02T00:00:00.000Z',
    });
    const times = list.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("keeps the sender's email after their email changes and after the account is removed", async () => {
    const player = await newPlayer();
    const originalEmail = player.email;
    const sent = expectContract(await call(player, 'POST', 'create', { message: 'Remember me' }), 201, feedbackDto);
    const listed = async () =>
      expectContract(await call(t.admin, 'GET', 'all'), 200, feedbackListResponse).find((item) => item.id === sent.id);

    await t.app.db.update(users).set({ email: 'renamed@example.test' }).where(eq(users.id, player.user.id));
    expect((await listed())?.email).toBe(originalEmail);

    await t.app.db.delete(users).where(eq(users.id, player.user.id));
    expect((await listed())?.email).toBe(originalEmail);
    expect(await stored(sent.id)).toMatchObject({ userId: null, email: originalEmail, message: 'Remember me' });
  });
});

describe('the OpenAPI document', () => {
  it("lists both calls under the 'feedback' tag with their refusals", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const create = document.paths['/api/1.0/feedback/create'].post;
    const all = document.paths['/api/1.0/feedback/all'].get;
    expect(create.tags).toEqual(['feedback']);
    expect(all.tags).toEqual(['feedback']);
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '429']);
    expect(Object.keys(all.responses).sort()).toEqual(['200', '401', '403']);
  });
});
