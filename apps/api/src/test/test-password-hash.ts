import { hash } from '@node-rs/argon2';

// Accounts that tests write straight into the database need a password hash, and every sign-in verifies one.
// At the production cost (19 MiB, 2 passes: lib/passwords.ts) each hash and each check takes tens of
// milliseconds, thousands of times a run. These are argon2id hashes as well, checked by the same verifyPassword,
// at a cost of a millisecond or so; lib/passwords.test.ts holds the production parameters to their values, and
// accounts made through the API (sign-up, password changes) still get production hashes.
const TEST_HASH_OPTIONS = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

const hashes = new Map<string, Promise<string>>();

/** A cheap argon2id hash of `password`, made once per password and test file. */
export function testPasswordHash(password: string): Promise<string> {
  let made = hashes.get(password);
  if (!made) {
    made = hash(password, TEST_HASH_OPTIONS);
    hashes.set(password, made);
  }
  return made;
}
