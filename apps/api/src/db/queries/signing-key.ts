import { signingKeys } from '../schema';
import type { Database } from '../client';

export async function findSigningSecret(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).limit(1);
  return row?.secret;
}

/** Stores this secret unless one is already stored (another process may have just made one): the stored one wins. */
export async function insertSigningSecretIfAbsent(db: Database, secret: string) {
  await db.insert(signingKeys).values({ secret }).onConflictDoNothing({ target: signingKeys.id });
}
