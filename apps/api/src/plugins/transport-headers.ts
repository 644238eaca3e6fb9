import type { FastifyInstance } from 'fastify';

/** Helmet's own value: a year, subdomains included. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Headers that depend on how the request arrived or what answered it (ADR 022).
 *
 * - Strict-Transport-Security only over https: browsers ignore it over http, and a server reached over
 *   http (a local run, a proxy that forgot X-Forwarded-Proto) must not claim https. `request.protocol`
 *   believes X-Forwarded-Proto only from the proxies in TRUST_PROXY.
 * - Cache-Control: no-store on every API answer, because they carry personal data (users/me, users/all)
 *   that no browser or shared cache should keep. The route decides, not the spelling of the URL. An answer
 *   outside the API that set no caching of its own (an error, a 404) gets no-store as well; the web app's
 *   files set their own caching and keep it.
 */
export function installTransportHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    const isApiRoute = request.routeOptions.url?.startsWith('/api/') ?? false;
    if (isApiRoute || !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
