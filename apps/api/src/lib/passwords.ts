import { hash, verify } from '@node-rs/argon2';

// argon2id at the OWASP baseline (19 MiB, 2 passes, 1 lane); @node-rs/argon2 uses argon2id by default.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verifying against this when the email is unknown makes a failed sign-in take as long either way.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
