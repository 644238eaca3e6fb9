import type { Database } from '../db/client';
import { driverClient } from './statement-recorder';

/**
 * Runs `work`, and the first time it is about to send a statement that `isTarget` picks (outside transactions),
 * runs `interloper` to the end first: another person's request landing between two reads of one request, a race
 * made to happen every time. The interloper's own statements pass untouched.
 */
export async function interposeBeforeStatement<T>(
  db: Database,
  isTarget: (text: string) => boolean,
  interloper: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<{ result: T; interposed: boolean }> {
  const client = driverClient(db);
  const query = client.query;
  let interposed = false;
  client.query = async function interposing(this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    if (!interposed && isTarget(text)) {
      interposed = true;
      await interloper();
    }
    return query.apply(this, args);
  };
  try {
    return { result: await work(), interposed };
  } finally {
    client.query = query;
  }
}
