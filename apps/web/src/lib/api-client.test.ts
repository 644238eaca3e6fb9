import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  NETWORK_ERROR_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  api,
  fetchStaticText,
} from './api-client';
import { REQUEST_FALLBACKS } from './request-fallbacks';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the request to fail');
}

describe('api client transport messages', () => {
  it.each([500, 502, 503])('shows the generic message for status %i, whatever the body says', async (status) => {
    stubFetch(json(status, { error: 'database exploded at line 42' }));
    const error = await failureOf(api.get('users/all'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('There was an unexpected error. Please try again later.');
  });

  it('shows the not-authorized message for 401', async () => {
    stubFetch(json(401, { error: 'unauthorized' }));
    const error = await failureOf(api.get('users/me'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('You are not authorized to perform this action.');
    expect(UNAUTHORIZED_MESSAGE).toBe(error.message);
  });

  it.each([
    [400, 'Current password is incorrect.'],
    [403, 'Access denied. You are not an admin.'],
    [404, 'User not found.'],
    [409, 'An account with this email already exists.'],
    [429, 'Too many attempts. Please wait a minute.'],
  ])('uses the body error field for %i', async (status, message) => {
    stubFetch(json(status, { error: message }));
    const error = await failureOf(api.put('users/changePassword', { body: {} }));
    expect(error).toMatchObject({ status, message });
  });

  it('falls back to the plain body text for a 4xx without an error field', async () => {
    stubFetch(new Response('Bad things in the request', { status: 400 }));
    const error = await failureOf(api.get('users/all'));
    expect(error.message).toBe('Bad things in the request');
  });

  it("does not show an HTML error page as the message: the call's fallback speaks instead", async () => {
    stubFetch(new Response('<html><body>Bad Gateway-ish</body></html>', { status: 404 }));
    const error = await failureOf(api.get('leagues/all', { fallback: REQUEST_FALLBACKS.fetchLeagues }));
    expect(error.message).toBe('Failed to fetch leagues');
  });

  it("gives the spec's last-resort text for an empty 4xx body of a call without a fallback", async () => {
    stubFetch(new Response('', { status: 404 }));
    const error = await failureOf(api.get('players/get', { query: { id: 1 } }));
    expect(error.message).toBe('An unexpected error occurred');
    expect(error.message).not.toMatch(/status/);
  });

  it.each([502, 503, 504])('uses the fallback for a %i with no JSON body (a proxy, not our server)', async (status) => {
    stubFetch(new Response('', { status }));
    const error = await failureOf(
      api.post('availability/post', { body: {}, fallback: 'Failed to create availability' }),
    );
    expect(error).toMatchObject({ status, message: 'Failed to create availability' });
  });

  it('turns a network failure into a clear message with status 0, even for a call with a fallback', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const error = await failureOf(api.get('leagues/get', { fallback: REQUEST_FALLBACKS.fetchLeague(7) }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('names the league in the fallback of a league read', async () => {
    stubFetch(new Response('', { status: 502 }));
    const error = await failureOf(api.get('leagues/get', { fallback: REQUEST_FALLBACKS.fetchLeague(7) }));
    expect(error.message).toBe('Failed to fetch league 7');
  });

  it('lets the server message win over the fallback', async () => {
    stubFetch(json(404, { error: 'League not found.' }));
    const error = await failureOf(api.get('leagues/get', { fallback: REQUEST_FALLBACKS.fetchLeague(7) }));
    expect(error.message).toBe('League not found.');
  });

  it('reports a response that breaks the contract as an unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(json(200, { exists: 'maybe' }));
    const error = await failureOf(api.get('users/exists', { schema: z.object({ exists: z.boolean() }) }));
    expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('api client requests', () => {
  it('sends JSON with credentials under /api/1.0 and returns the validated body', async () => {
    const fetchMock = stubFetch(json(200, { success: true }));
    const result = await api.post('users/logout', { body: {}, schema: z.object({ success: z.literal(true) }) });
    expect(result).toEqual({ success: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1.0/users/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('puts query parameters in the URL and sends no Content-Type without a body', async () => {
    const fetchMock = stubFetch(json(200, { success: true }));
    await api.delete('users/remove', { query: { user_id: 5, skip: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/1.0/users/remove?user_id=5');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});

describe('fetchStaticText', () => {
  it('returns the file text, or null when missing or unreachable', async () => {
    stubFetch(new Response('abc1234\n', { status: 200 }));
    await expect(fetchStaticText('/commit.txt')).resolves.toBe('abc1234\n');
    stubFetch(new Response('', { status: 404 }));
    await expect(fetchStaticText('/commit.txt')).resolves.toBeNull();
    stubFetch(new TypeError('Failed to fetch'));
    await expect(fetchStaticText('/commit.txt')).resolves.toBeNull();
  });
});
