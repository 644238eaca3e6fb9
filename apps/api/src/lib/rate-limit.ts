import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** Route config that limits guessing at sign-in and sign-up: per client address, per route, per minute. */
export function authRateLimit(app: FastifyInstance) {
  return {
    rateLimit: {
      max: app.settings.authRateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new AppError(429, TOO_MANY_ATTEMPTS_MESSAGE),
    },
  };
}
