import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushVapidKeys } from '../db/schema';
import { openTwoProcesses, type TwoProcesses } from '../test/two-processes';
import { readOrMakeVapidKeys, vapidKeys } from './vapid-keys';

// PostgreSQL only: two server processes starting at once on one empty database (two pools, as two processes
// have) each find no key pair and make one; both must end up using the single pair the database kept.

let processes: TwoProcesses;
beforeAll(async () => {
  processes = await openTwoProcesses();
});
afterAll(() => processes?.close());

describe('two processes making the VAPID key pair at once', () => {
  it('end up with one pair, the one stored', async () => {
    const { first, second } = processes;
    for (let round = 0; round < 10; round += 1) {
      await first.db.delete(pushVapidKeys);
      const made = await Promise.all([
        readOrMakeVapidKeys(first.db),
        readOrMakeVapidKeys(second.db),
        readOrMakeVapidKeys(first.db),
        readOrMakeVapidKeys(second.db),
      ]);
      const stored = await first.db.select().from(pushVapidKeys);
      expect(stored).toHaveLength(1);
      for (const keys of made)
        expect(keys).toEqual({ publicKey: stored[0]!.publicKey, privateKey: stored[0]!.privateKey });
    }
    // The cached path of each process reads that same pair.
    const [a, b] = await Promise.all([vapidKeys(first.db), vapidKeys(second.db)]);
    expect(a).toEqual(b);
  });
});
