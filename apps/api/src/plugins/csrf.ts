import type { FastifyInstance } from 'fastify';
import { forbidden, AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Cookie sessions need protection from other sites' forms. Browsers cannot send a cross-site JSON
 * request without a CORS preflight (which we never grant), so requiring JSON on every state change and
 * refusing a foreign Origin closes the door without tokens in every form.
 */
export function installCsrfProtection(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isSameOrigin(origin, request.host)) {
      throw forbidden('Cross-site requests are not allowed.');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site requests are not allowed.');
    }
    if (METHODS_WITH_BODY.has(request.method)) {
      const contentType = request.headers['content-type'] ?? '';
      if (!/^application\/json\s*(;|$)/i.test(contentType)) {
        throw new AppError(415, 'Requests that change data must send JSON (Content-Type: application/json).');
      }
    }
  });
}

function isSameOrigin(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
