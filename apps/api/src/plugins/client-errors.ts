import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over Node's 16 KB, a line that is not
 * HTTP, a request too slow to arrive): Fastify's own answer has another JSON shape and none of the security
 * headers helmet puts on the app's answers. These get the app's shape, `{ "error": message }`, and those headers,
 * with the strictest values, since this body is never a page (client-errors.test.ts holds the names in step).
 */
const MESSAGES: Record<number, string> = {
  400: 'The request could not be read as HTTP.',
  408: 'The request took too long to arrive.',
  431: 'The request headers are too large.',
};

const HEADERS: Record<string, string> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  Connection: 'close',
};

/** Node's code for each refusal that has its own status; anything else the parser refuses is a 400. */
function statusFor(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Fastify's `clientErrorHandler`: answers once on a socket nothing was written to yet, then closes it. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection the client dropped has nobody to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusFor(error.code);
  const body = JSON.stringify({ error: MESSAGES[status] });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    ...Object.entries(HEADERS).map(([name, value]) => `${name}: ${value}`),
    `Date: ${new Date().toUTCString()}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ].join('\r\n');
  socket.end(`${head}\r\n\r\n${body}`);
}
