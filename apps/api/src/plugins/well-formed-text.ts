import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';

export const MALFORMED_TEXT_MESSAGE =
  'Text must be valid Unicode: it contains half of a surrogate pair (an escape such as \\ud800 on its own).';

/**
 * JSON may carry a lone UTF-16 surrogate (`"\ud800"`), which no UTF-8 text can hold: the database stores U+FFFD
 * in its place, so a name saved is not the name sent. Every request's body, query and path parameters are
 * checked before validation, and such text is refused with a 400 instead of changed silently.
 */
export function installWellFormedTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasMalformedText(request.body) || hasMalformedText(request.query) || hasMalformedText(request.params)) {
      throw badRequest(MALFORMED_TEXT_MESSAGE);
    }
  });
}

/** Whether any string in `value`, an object's keys included, holds a lone surrogate. */
export function hasMalformedText(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasMalformedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !key.isWellFormed() || hasMalformedText(item));
  }
  return false;
}
