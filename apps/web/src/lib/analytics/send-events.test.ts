import { afterEach, describe, expect, it, vi } from 'vitest';
import { postEvents } from './send-events';

const batch = [{ event_type: 'custom' as const, tag: 'league_joined' }];

/** Stubs fetch with one answer and hands it back, so a test can see whether its body was read. */
function answerWith(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  return response;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('postEvents', () => {
  it('reads the answer of a sent batch, so the browser can close the request', async () => {
    const response = answerWith(new Response(JSON.stringify({ received: 1, user_id: null }), { status: 200 }));

    await expect(postEvents(batch)).resolves.toBe('sent');
    expect(response.bodyUsed).toBe(true);
  });

  it('reads a refusal too, and still judges it by its status', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refused = answerWith(new Response(JSON.stringify({ error: 'Bad event' }), { status: 400 }));
    await expect(postEvents(batch)).resolves.toBe('drop');
    expect(refused.bodyUsed).toBe(true);

    answerWith(new Response('busy', { status: 503 }));
    await expect(postEvents(batch)).resolves.toBe('retry');
  });
});
