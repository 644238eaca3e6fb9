import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { useAppWithAdmin } from '../test/league-fixtures';
import { TEST_PASSWORD, createInviteCode, injectAs } from '../test/test-app';

// "Bad input always gets a 4xx with a clear error message; a 500 is a bug" (ARCHITECTURE): whatever JSON a
// client sends, the answer is never a 5xx, and every refusal is the one `{ error }` shape.

const t = useAppWithAdmin();
let validCode: string;
beforeAll(async () => {
  // Plenty of uses, so that random bodies which happen to be valid get all the way to the database.
  validCode = (await createInviteCode(t.app, { maxUses: 100_000 })).code;
});

const RUNS = 50;

/** Strings a database or a parser might choke on, beside fully random ones (any code point, NUL included). */
const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '😀🎾', "' or 1=1 --", '%00', 'x'.repeat(300)),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
/** A field that is usually plausible, sometimes awkward, sometimes any JSON at all. */
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: plausible }, awkwardString, anyJson);
const withAwkwardCharacter = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.constantFrom('\u0000', '\ud83d', ' ', '"')).map(([value, extra]) => `${value}${extra}`);

const signUpBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        email: field(fc.oneof(fc.emailAddress(), withAwkwardCharacter(fc.emailAddress()))),
        password: field(fc.constantFrom(TEST_PASSWORD, 'short', 'pass\u0000word long')),
        invite_code: field(fc.oneof(fc.constant('VALID'), withAwkwardCharacter(fc.constant('VALID')))),
        firstname: field(fc.string()),
        lastname: field(fc.string()),
      },
      { requiredKeys: [] },
    ),
  },
  anyJson,
);

const inviteCodeBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        code: field(
          fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{4,12}$/), withAwkwardCharacter(fc.stringMatching(/^[A-Z]{4,8}$/))),
        ),
        expires_at: field(fc.date({ noInvalidDate: true }).map((date) => date.toISOString())),
        max_uses: field(fc.oneof(fc.integer(), fc.double())),
      },
      { requiredKeys: [] },
    ),
  },
  anyJson,
);

/** The real code stands in for the placeholder, so some sign-ups get past the code check. */
function withRealCode(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('invite_code' in body)) return body;
  const code = body.invite_code;
  return { ...body, invite_code: typeof code === 'string' ? code.replace('VALID', validCode) : code };
}

async function expectNoServerError(response: { statusCode: number; json(): unknown; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
}

describe('random JSON bodies never cause a server error', () => {
  it('POST users/create', async () => {
    await fc.assert(
      fc.asyncProperty(signUpBody, async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/1.0/users/create',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(withRealCode(body)),
        });
        await expectNoServerError(response);
      }),
      {
        numRuns: RUNS,
        examples: [
          [{ email: 'nul@example.test', password: TEST_PASSWORD, invite_code: 'VALID', firstname: 'a\u0000b' }],
          [{ email: 'nul2@example.test', password: TEST_PASSWORD, invite_code: 'VAL\u0000ID' }],
          [{ email: 'lone@example.test', password: TEST_PASSWORD, invite_code: 'VALID', lastname: '\ud800' }],
          [null],
          [[]],
          ['VALID'],
        ],
      },
    );
  });

  it('POST invite-codes/create', async () => {
    await fc.assert(
      fc.asyncProperty(inviteCodeBody, async (body) => {
        const response = await injectAs(t.app, t.admin.cookie, {
          method: 'POST',
          url: '/api/1.0/invite-codes/create',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        await expectNoServerError(response);
      }),
      {
        numRuns: RUNS,
        examples: [
          [{ code: 'ABCD\u0000' }],
          [{ expires_at: '9999-12-31T23:59:59.999Z' }],
          [{ expires_at: '0000-01-01T00:00:00Z' }],
          [{ max_uses: 1e308 }],
          [null],
        ],
      },
    );
  });
});
