import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { insertUser } from '../db/queries/users';
import { UNEXPECTED_ERROR_MESSAGE } from '../lib/errors';
import { createTestDatabase } from '../test/test-database';
import { describeErrorForLog, installErrorHandler } from './error-handler';

// The values a failing statement carried must never reach the log: the probe found password hashes there.
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$secret-hash-that-must-not-be-logged';
const SECRET_EMAIL = 'private-person@example.test';

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } });
  installErrorHandler(app);
  app.post('/fail', async () => {
    // A user type outside the check constraint: the insert fails with every value in its parameters.
    await insertUser(database.db, {
      email: SECRET_EMAIL,
      passwordHash: SECRET_HASH,
      userType: 'superuser' as 'player',
    });
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the error handler and database errors', () => {
  it('answers a failed statement with the generic 500 and logs where it failed, not what it carried', async () => {
    const response = await app.inject({ method: 'POST', url: '/fail' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: UNEXPECTED_ERROR_MESSAGE });

    const failures = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(1);
    const logged = failures[0].err;
    expect(logged.query).toMatch(/^insert into "users"/);
    expect(logged.query).toContain('$1');
    expect(logged.cause).toMatchObject({ code: '23514', constraint: 'users_user_type_valid', table: 'users' });
    expect(logged.stack).toMatch(/^\s+at /);

    const everything = logLines.join('\n');
    expect(everything).not.toContain(SECRET_HASH);
    expect(everything).not.toContain('secret-hash-that-must-not-be-logged');
    expect(everything).not.toContain(SECRET_EMAIL);
    expect(everything).not.toContain('superuser');
    expect(everything).not.toContain('params:');
  });

  it('keeps the message and code of errors that are not the database’s', () => {
    const failure = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' });
    expect(describeErrorForLog(failure)).toMatchObject({
      type: 'Error',
      message: 'listen EADDRINUSE',
      code: 'EADDRINUSE',
    });
  });
});
