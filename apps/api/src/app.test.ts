import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('transport rules', () => {
  it('answers health with the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('serves the OpenAPI document with the accounts paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/1.0/users/verify', '/api/1.0/users/create', '/api/1.0/invite-codes/create']),
    );
  });

  it('refuses malformed JSON with a clean 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body must be valid JSON.' });
  });

  it('lists every missing field in one message', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/1.0/users/create', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Missing required parameters: email, password, invite_code');
  });

  it('names the field when a value has the wrong type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/verify',
      payload: { email: 'a@example.test', password: 12345 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('password must be a string');
  });

  it('refuses a state change that is not JSON (a cross-site form cannot send one)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/logout',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toMatch(/must send JSON/);
  });

  it('refuses a state change from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/logout',
      headers: { origin: 'https://evil.example', host: 'courtside.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cross-site requests are not allowed.' });
  });

  it('accepts a state change from its own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/users/logout',
      headers: { origin: 'http://courtside.example', host: 'courtside.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/1.0/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });
});
