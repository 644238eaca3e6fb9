/**
 * Polls until `condition` holds: a notification from another process takes well under a millisecond, but not no
 * time at all, so the tests that wait for one ask again every few milliseconds rather than sleeping a fixed time.
 */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
