import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryMessage } from '../lib/rate-limit';
import { expectError } from '../test/assertions';
import { TEST_PASSWORD, createUser } from '../test/test-app';
import { pinClockInsideThrottleWindow } from '../test/throttle-window';
import { useTwoApps } from '../test/two-apps';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two apps, each with its own connection pool, stand
// for two server processes behind one proxy, on one database.

const LIMITS = { failedSignInsPerAccount: 3, failedSignInsPerAddress: 50, signUpChecksPerAddress: 60 };

const apps = useTwoApps({ authThrottle: LIMITS });
// Each test's attempts in one window, whenever it runs.
beforeEach(() => {
  pinClockInsideThrottleWindow();
});
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
const signIn = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/1.0/users/verify',
    remoteAddress: `203.0.113.${++addressCounter}`,
    payload: { email, password },
  });

describe('two server processes on one PostgreSQL database', () => {
  it('share one account limit, taking turns', async () => {
    const { email } = await createUser(apps[0]!);
    for (let i = 0; i < 3; i++) expectError(await signIn(apps[i % 2]!, email, 'wrong'), 401, 'unauthorized');
    for (const app of apps) {
      const refused = await signIn(app, email, TEST_PASSWORD);
      expectError(refused, 429, retryMessage(Number(refused.headers['retry-after'])));
    }
  });

  it('let exactly the limit through between them when the attempts arrive at once', async () => {
    const { email } = await createUser(apps[0]!);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(apps[i % 2]!, email, `wrong ${i}`)),
    );
    expect(responses.filter((response) => response.statusCode === 401)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(17);
  });
});
