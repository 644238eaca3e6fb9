import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod in the browser', () => {
  it('never probes for eval, which the CSP forbids, once the API client is loaded', async () => {
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    await import('./api-client');

    expect(z.object({ name: z.string() }).parse({ name: 'Maya' })).toEqual({ name: 'Maya' });
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
