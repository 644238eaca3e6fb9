interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the main thread, so that the work after it does not lengthen the current task.
 * `scheduler.yield()` where the browser has it (its continuation goes before other queued tasks), a zero
 * timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
