import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@courtside/shared/schemas/common';
import {
  MESSAGE_KIND_WHEN,
  UNSUBSCRIBE_EXPIRED_MESSAGE,
  UNSUBSCRIBE_INVALID_MESSAGE,
  UNSUBSCRIBE_NOT_ONE_CLICK_MESSAGE,
  unsubscribeLinkResponse,
  unsubscribeResponse,
  unsubscribeTokenQuery,
} from '@courtside/shared/schemas/message-preferences';
import { emailEnabled, turnEmailOff } from '../db/queries/message-preferences';
import { badRequest } from '../lib/errors';
import { signingKey } from '../lib/signed-token';
import { checkUnsubscribeToken } from '../mail/unsubscribe-link';

// One-click unsubscribe (RFC 8058, ADR 067): the links in every notification email. No session: the signed
// token names the user and the kind of email, and can do nothing but turn that kind's email off.

const tags = ['notifications'];
const ONE_CLICK_FIELD = 'List-Unsubscribe';
const ONE_CLICK_VALUE = 'One-Click';

/** The body RFC 8058 prescribes, in whichever form it came: a form (encoded either way) or the web page's JSON. */
function isOneClickBody(body: unknown): boolean {
  if (typeof body === 'string') {
    // multipart/form-data, kept as text: one part named List-Unsubscribe whose value is One-Click.
    return /name="?List-Unsubscribe"?\r?\n\r?\nOne-Click\r?\n/i.test(body);
  }
  return (
    typeof body === 'object' && body !== null && (body as Record<string, unknown>)[ONE_CLICK_FIELD] === ONE_CLICK_VALUE
  );
}

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Mail providers post an HTML form (RFC 8058 §3.2); only the routes of this plugin read one.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  async function checked(token: string) {
    const check = checkUnsubscribeToken(await signingKey(app.db), token);
    if (!check.ok)
      throw badRequest(check.reason === 'expired' ? UNSUBSCRIBE_EXPIRED_MESSAGE : UNSUBSCRIBE_INVALID_MESSAGE);
    return check;
  }

  app.post(
    '/unsubscribe',
    {
      config: { signedLinkOnly: true },
      schema: {
        tags,
        querystring: unsubscribeTokenQuery,
        response: { 200: unsubscribeResponse, 400: errorResponse },
        description:
          "RFC 8058 one-click unsubscribe, the address in every notification email's List-Unsubscribe header: a " +
          'POST of List-Unsubscribe=One-Click turns that kind of email off for the user the token names. No ' +
          'session; the same request again changes nothing more.',
      },
    },
    async (request) => {
      const { userId, kind } = await checked(request.query.token);
      if (!isOneClickBody(request.body)) throw badRequest(UNSUBSCRIBE_NOT_ONE_CLICK_MESSAGE);
      await turnEmailOff(app.db, userId, kind);
      return { success: true as const, kind, when: MESSAGE_KIND_WHEN[kind] };
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeTokenQuery,
        description:
          'A person who opens the one-click address in a browser is sent to the page that asks first: a GET ' +
          'never changes anything (link checkers and mail scanners fetch every link).',
      },
    },
    async (request, reply) => reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  app.get(
    '/unsubscribeLink',
    {
      schema: {
        tags,
        querystring: unsubscribeTokenQuery,
        response: { 200: unsubscribeLinkResponse, 400: errorResponse },
        description: 'What an unsubscribe link would stop, for the page that asks before it does.',
      },
    },
    async (request) => {
      const { userId, kind } = await checked(request.query.token);
      return {
        success: true as const,
        kind,
        when: MESSAGE_KIND_WHEN[kind],
        email_enabled: await emailEnabled(app.db, userId, kind),
      };
    },
  );
};
