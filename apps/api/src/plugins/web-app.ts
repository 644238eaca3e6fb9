import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { chosenColorScheme, COLOR_SCHEME_COOKIE } from '@courtside/shared/web/color-scheme';
import { PAGE_FILES_FILE } from '@courtside/shared/web/page-files';
import { negotiateEncoding } from '../lib/response-encoding';
import { SESSION_COOKIE } from '../lib/session';
import { encodedPageHtml, loadPageHtml } from './page-html';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app and answers client routes (/dashboard, /profile, ...) with index.html so the
 * browser's router takes over. Unknown /api paths stay JSON 404s.
 *
 * The build writes `.br` and `.gz` copies beside each text file (apps/web/build-tools/precompress-plugin.ts);
 * `preCompressed` sends the one the browser accepts, with `Vary: Accept-Encoding`, so files are compressed
 * once at build time at the best setting rather than on every request. Runtime compression
 * (plugins/compression.ts) covers only /api, so these answers leave the server exactly as built.
 */
export async function installWebApp(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = distDir !== undefined && indexFile !== undefined && existsSync(indexFile);
  // Each page's HTML names that page's files, so they download with the shell (plugins/page-html.ts).
  const pageHtml = hasWebApp ? loadPageHtml(distDir) : null;
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per file found at start-up: nothing else under dist can ever be reached.
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are sent in place of their file, never at a URL of their own. Source maps
      // are not built for production; should one be there anyway, it is not served (it would publish our sources).
      globIgnore: ['**/*.br', '**/*.gz', '**/*.map', PAGE_FILES_FILE],
      setHeaders(reply, filePath) {
        // Vite names the files under assets/ by content hash, so they never change; the rest (index.html,
        // the public folder's files, and sw.js, manifest.webmanifest and offline.html of the installable app)
        // keep their names across releases and must be revalidated, or a release would not reach the browser.
        const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('Cache-Control', inAssets ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (hasWebApp && isPageRequest(request)) {
      // HEAD too: link checkers and uptime monitors ask with HEAD and must see what GET would answer.
      reply.header('Cache-Control', 'no-cache');
      if (!pageHtml) return reply.sendFile('index.html');
      // Whether a session came, not whether it is still valid: that would cost a database read on every page.
      const html = pageHtml(
        pathnameOf(request),
        request.cookies[SESSION_COOKIE] !== undefined,
        chosenColorScheme(request.cookies[COLOR_SCHEME_COOKIE]),
      );
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Vary', 'Accept-Encoding, Cookie')
        .header('ETag', html.etag);
      if (request.headers['if-none-match'] === html.etag) return reply.status(304).send();
      const encoding = negotiateEncoding(request.headers);
      if (!encoding) return reply.send(html.body);
      return reply.header('Content-Encoding', encoding).send(await encodedPageHtml(html, encoding));
    }
    return reply.status(404).send({ error: 'Not found.' });
  });
}

/** The request's address without its query. */
const pathnameOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '/';

/**
 * A request the browser's router should answer: a GET or HEAD outside /api for a path that does not look
 * like a file. A missing file (an old hashed chunk after a release, a `.map`) gets a real 404: answering it
 * with index.html would hand HTML to a script tag and hide the mistake.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request);
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}
