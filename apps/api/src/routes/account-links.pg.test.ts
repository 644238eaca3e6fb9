import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { linkMailedTo } from '../test/account-links';
import { createUser, uniqueEmail } from '../test/test-app';
import { useTwoApps } from '../test/two-apps';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes. Submits of one link, or confirmations of one address, truly run at once there, and
// the database alone decides (ADR 069).

const apps = useTwoApps();

const post = (app: FastifyInstance, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/1.0/${url}`, payload });

describe('two processes following one link at once', () => {
  it('let exactly one reset win, many times over', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    for (let round = 0; round < 5; round++) {
      const { email } = await createUser(a);
      await post(a, 'auth/forgotPassword', { email });
      const { token } = await linkMailedTo(a, email);
      const answers = await Promise.all([
        post(a, 'auth/resetPassword', { token, password: 'password from a' }),
        post(b, 'auth/resetPassword', { token, password: 'password from b' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      const winner = answers[0]!.statusCode === 200 ? 'password from a' : 'password from b';
      expect((await post(b, 'users/verify', { email, password: winner })).statusCode).toBe(200);
      expect(answers.find((answer) => answer.statusCode === 400)!.json()).toMatchObject({ reason: 'used' });
    }
  });

  it('give an address to one of two accounts confirming it at once; the other hears 409', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const wanted = uniqueEmail('wanted');
    const tokens: string[] = [];
    for (const app of [a, b]) {
      const { user, email } = await createUser(app);
      const signIn = await post(app, 'users/verify', { email, password: 'correct horse battery' });
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const asked = await app.inject({
        method: 'PUT',
        url: '/api/1.0/users/update',
        headers: { cookie },
        payload: { id: user.id, email: wanted, current_password: 'correct horse battery' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      tokens.push((await linkMailedTo(app, wanted)).token);
    }
    const answers = await Promise.all([
      post(a, 'auth/confirmEmail', { token: tokens[0] }),
      post(b, 'auth/confirmEmail', { token: tokens[1] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
