import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are over a new connection and reads the answer until the server closes it. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(request);
  });
}

/** The security headers helmet and the app put on an ordinary API answer, by name. */
async function securityHeaderNames(): Promise<string[]> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/1.0/users/me' });
  const transport = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.keys(answer.headers).filter((name) => !transport.has(name));
}

describe('requests Node refuses before Fastify', () => {
  it.each([
    [
      'headers over 16 KB',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large.',
    ],
    ['a line that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'The request could not be read as HTTP.'],
    [
      'a header without a colon',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n',
      400,
      'The request could not be read as HTTP.',
    ],
  ])('%s: answered in the app’s JSON shape, with every security header', async (_, request, status, message) => {
    const answer = await sendRaw(request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ error: message });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    for (const name of await securityHeaderNames()) expect(answer.headers, name).toHaveProperty(name);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('still answers a well-formed request on the same server', async () => {
    const answer = await sendRaw('GET /api/1.0/users/me HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(401);
  });
});
