import type { z } from 'zod';
import { DEFAULT_REQUEST_FALLBACK } from './request-fallbacks';

/** The only fetch wrapper of the web app: every call to the API goes through `apiRequest`. */

export const API_BASE = '/api/1.0';

// Transport messages from the spec's error catalogue (accounts-and-admin section 8, "General").
export const UNEXPECTED_ERROR_MESSAGE = 'There was an unexpected error. Please try again later.';
export const UNAUTHORIZED_MESSAGE = 'You are not authorized to perform this action.';
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection and try again.';

/** Status 0 means the request never got an HTTP answer (network failure or an unreadable response). */
export class ApiError extends Error {
  readonly status: number;
  /** The refusal's JSON body, for the few that carry more than `error` (e.g. a publish's `removals`). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<TSchema extends z.ZodType | undefined> {
  /** Sent as JSON. Leave undefined for bodiless requests, which then carry no Content-Type. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * When given, the response is parsed with it. Only for an answer whose schema changes the JSON (a transform,
   * a coercion, a default): the server has already checked every answer against its schema (ADR 041).
   */
  schema?: TSchema;
  signal?: AbortSignal;
  /**
   * The call's own words for a failure whose answer carries no message (see `request-fallbacks.ts`);
   * without it, 'An unexpected error occurred'.
   */
  fallback?: string;
}

/** What an answer checked by the server against `TSchema` holds; `import type` the schema to name it. */
export type Answer<TSchema extends z.ZodType> = z.output<TSchema>;

type ApiResult<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

export async function apiRequest<TSchema extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<TSchema> = {},
): Promise<ApiResult<TSchema>> {
  const hasBody = options.body !== undefined;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: hasBody
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  };

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (error) {
    // An abort is the caller's own decision (e.g. TanStack Query cancelling); let it through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // No answer at all is not an answer without a message: saying so tells the person what to do (ADR 073).
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const text = await readText(response);
  if (!response.ok) {
    const body = response.status < 500 ? parseJson(text) : undefined;
    throw new ApiError(response.status, errorMessageFor(response.status, text, options.fallback), body);
  }

  const data = parseJson(text);
  if (!options.schema) return data as ApiResult<TSchema>;
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(0, UNEXPECTED_ERROR_MESSAGE);
  }
  return parsed.data as ApiResult<TSchema>;
}

/**
 * One verb of `api`. With a `schema`, the answer is parsed with it (kept for answers whose schema turns the
 * JSON into something else). Without one, `api.get<T>(...)` types the answer as `T`, usually
 * `z.output<typeof someDto>` through `import type`: the server already checked the answer against that
 * schema before sending it (fastify-type-provider-zod's serializer), and parsing it again here would put
 * zod and the schema's construction on the page's load (issue 10, ADR 041).
 */
interface ApiVerb {
  <TSchema extends z.ZodType>(
    path: string,
    options: ApiRequestOptions<TSchema> & { schema: TSchema },
  ): Promise<z.output<TSchema>>;
  <TResult = unknown>(path: string, options?: ApiRequestOptions<undefined>): Promise<TResult>;
}

const verb =
  (method: HttpMethod): ApiVerb =>
  (path: string, options?: ApiRequestOptions<z.ZodType | undefined>) =>
    apiRequest(method, path, options);

export const api = {
  get: verb('GET'),
  post: verb('POST'),
  put: verb('PUT'),
  patch: verb('PATCH'),
  delete: verb('DELETE'),
};

/**
 * Static files beside the app (e.g. /commit.txt). Returns null when the file is missing or unreachable,
 * because such files are optional by nature.
 */
export async function fetchStaticText(path: string): Promise<string | null> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'text/plain' } });
    if (!response.ok) return null;
    return await response.text();
  } catch {
    return null;
  }
}

/**
 * The spec's rule: 5xx -> generic text; 401 -> not authorized; other 4xx -> the body's `error`, else the body.
 * An answer that says nothing (an empty body, a proxy's HTML page, a 5xx that is not our server's JSON) gets
 * the call's fallback instead, as the spec's service layer does.
 */
export function errorMessageFor(status: number, bodyText: string, fallback = DEFAULT_REQUEST_FALLBACK): string {
  const body = parseJson(bodyText);
  if (status >= 500) return isErrorBody(body) ? UNEXPECTED_ERROR_MESSAGE : fallback;
  if (status === 401) return UNAUTHORIZED_MESSAGE;
  if (isErrorBody(body) && body.error.trim() !== '') return body.error;
  const plain = bodyText.trim();
  // An HTML page (e.g. from a proxy) is no message for a person.
  if (plain !== '' && !plain.startsWith('<')) return plain;
  return fallback;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const url = `${API_BASE}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    return '';
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isErrorBody(value: unknown): value is { error: string } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}
