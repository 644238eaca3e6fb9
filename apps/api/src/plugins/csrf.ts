import type { FastifyInstance } from 'fastify';
import { forbidden, AppError } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that acts on a signed link's token alone, never on a session or cookie, and that mail providers
     * post HTML forms to from their own servers: RFC 8058's one-click unsubscribe (ADR 067). Another site can
     * make a browser post there, but without the token it does nothing, and with it nothing the token's holder
     * could not do; so neither the Origin nor the JSON rule applies.
     */
    signedLinkOnly?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Methods an HTML form or a CORS "simple" request can use with a body; they must always declare JSON. */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';
/** A name or address with an optional port: nothing a URL parser could read as a path or user name. */
const HOST_HEADER = /^[a-z0-9.\-:[\]]+$/i;

export interface CsrfOptions {
  /** The site's own origin when a proxy rewrites Host; otherwise Origin is compared with the Host header. */
  publicOrigin?: string;
}

/**
 * Cookie sessions need protection from other sites' forms. Browsers cannot send a cross-site JSON
 * request without a CORS preflight (which we never grant), so requiring JSON on every state change and
 * refusing a foreign Origin closes the door without tokens in every form.
 *
 * Every state-changing request is checked, whatever its path: the router decodes and normalises URLs
 * (`/%61pi/...` reaches `/api/...`), so a rule on the raw URL could be dodged by spelling it differently
 * (ADR 022). Nothing outside the API accepts a state change, so checking everything costs nothing.
 */
export function installCsrfProtection(app: FastifyInstance, options: CsrfOptions = {}) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // The matched route's own setting, so no spelling of the address can reach it on another route.
    if (request.routeOptions.config?.signedLinkOnly === true) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isOwnOrigin(origin, request.headers.host, options.publicOrigin)) {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    const contentType = request.headers['content-type'];
    if (METHODS_WITH_BODY.has(request.method) || contentType !== undefined) {
      if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
        throw new AppError(415, 'Requests that change data must send JSON (Content-Type: application/json).');
      }
    }
  });
}

/**
 * Compared with the Host header, never X-Forwarded-Host: Host names the site the browser addressed (a proxy
 * that keeps it passes it on), while a forwarded header is only as honest as whoever wrote it. A proxy that
 * rewrites Host needs PUBLIC_ORIGIN instead.
 */
export function isOwnOrigin(origin: string, host: string | undefined, publicOrigin: string | undefined): boolean {
  try {
    const originUrl = new URL(origin);
    if (publicOrigin !== undefined) return originUrl.origin === publicOrigin;
    if (host === undefined || !HOST_HEADER.test(host)) return false;
    // Parsed with the Origin's scheme so default ports and letter case compare equal (Host "Site:443").
    return new URL(`${originUrl.protocol}//${host}`).host === originUrl.host;
  } catch {
    return false;
  }
}
