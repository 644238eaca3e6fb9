import assert from 'node:assert/strict';
import { OWNER } from './server';

export interface Credentials {
  email: string;
  password: string;
}

export interface Account extends Credentials {
  id: number;
}

const SESSION_COOKIE = 'courtside_session';

/**
 * A signed-in API client for setting up data without clicking: it keeps the session cookie and sends
 * JSON bodies (the server refuses state changes that are not JSON).
 */
export class ApiSession {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  static async signIn(baseUrl: string, credentials: Credentials = OWNER): Promise<ApiSession> {
    const session = new ApiSession(baseUrl);
    await session.request('POST', 'users/verify', { ...credentials, rememberMe: false });
    return session;
  }

  async request<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookie) headers.Cookie = this.cookie;
    const response = await fetch(`${this.baseUrl}/api/1.0/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      if (pair.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair;
    }
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}

/**
 * Returns once the clock is past `instant`: for an invite code made to expire a moment after it is made (the API
 * refuses expiry dates in the past), to be expired. A setup that makes the code first is usually past it by its end.
 */
export async function clockPast(instant: number): Promise<void> {
  const left = instant - Date.now();
  if (left >= 0) await new Promise((resolve) => setTimeout(resolve, left + 1));
}

let uniqueCounter = 0;

/** A short suffix that keeps emails and codes unique within one server's database. */
export function unique(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}${Date.now().toString(36)}${uniqueCounter}`;
}

/** Creates an invite code as an admin; returns the code text. */
export async function createInviteCode(admin: ApiSession, options: { code?: string; maxUses?: number } = {}) {
  const created = await admin.request<{ id: number; code: string }>('POST', 'invite-codes/create', {
    code: options.code ?? '',
    max_uses: options.maxUses ?? 1,
    expires_at: null,
  });
  return created.code;
}

/**
 * Signs up a new player the way the web app does (user, then primary player) with a fresh invite code
 * made by the owner. Names are optional; without them the account is as fresh as a real sign-up.
 */
export async function createPlayerAccount(
  owner: ApiSession,
  options: { email?: string; password?: string; firstname?: string; lastname?: string } = {},
): Promise<Account> {
  const email = options.email ?? `${unique('player')}@e2e.test`;
  const password = options.password ?? 'player-password-1';
  const inviteCode = await createInviteCode(owner);
  const newcomer = new ApiSession(owner.baseUrl);
  const created = await newcomer.request<{ id: number }>('POST', 'users/create', {
    email,
    password,
    invite_code: inviteCode,
    ...(options.firstname ? { firstname: options.firstname } : {}),
    ...(options.lastname ? { lastname: options.lastname } : {}),
  });
  await newcomer.request('POST', 'players/create', {
    user_id: created.id,
    primary_player: true,
    first_name: options.firstname ?? '',
    last_name: options.lastname ?? '',
  });
  return { id: created.id, email, password };
}

/** A player account promoted to admin by the owner (Make Admin). */
export async function createAdminAccount(owner: ApiSession, options: { email?: string } = {}): Promise<Account> {
  const account = await createPlayerAccount(owner, options);
  await owner.request('PUT', 'users/update', { id: account.id, user_type: 'admin' });
  return account;
}
