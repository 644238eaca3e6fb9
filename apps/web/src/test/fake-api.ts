import { vi } from 'vitest';
import { API_BASE } from '@/lib/api-client';

/** One recorded request, as the fake server saw it. */
export interface RecordedCall {
  method: string;
  /** The API path without the /api/1.0 prefix and without the query string, e.g. 'users/me'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type FakeRoute = FakeResponse | ((call: RecordedCall) => FakeResponse | Promise<FakeResponse>);

/**
 * Replaces `fetch` (the network boundary) with a table of canned answers keyed by "METHOD path".
 * Unknown requests get a 404 so a test fails visibly instead of hanging.
 */
export function installFakeApi(routes: Record<string, FakeRoute>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(`${API_BASE}/`) ? url.pathname.slice(API_BASE.length + 1) : url.pathname;
    const call: RecordedCall = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer =
      typeof route === 'function' ? await route(call) : (route ?? { status: 404, body: { error: 'Not found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
