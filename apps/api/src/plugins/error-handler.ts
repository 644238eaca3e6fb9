import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { REQUIRED_MARKER } from '@courtside/shared/schemas/common';
import {
  AppError,
  DATABASE_UNREACHABLE_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  isDatabaseUnreachable,
  isInvalidText,
  isUniqueViolation,
} from '../lib/errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** One message for a failed schema: missing fields are listed together as the spec words it. */
export function describeValidationIssues(issues: ValidationIssue[], context: string | undefined): string {
  const fieldName = (issue: ValidationIssue) =>
    issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
  const missing = issues.filter((issue) => issue.message === REQUIRED_MARKER).map(fieldName);
  if (missing.length > 0) return `Missing required parameters: ${[...new Set(missing)].join(', ')}`;
  const sentences = issues.map((issue) => {
    const message = issue.message ?? 'is invalid';
    const name = fieldName(issue);
    // Sentences written for people (capitalised, or already naming the field) stand alone; terse rule
    // messages get the field name.
    return /^[A-Z*]/.test(message) || message.startsWith(`${name} `) ? message : `${name} ${message}`;
  });
  return [...new Set(sentences)].join(' ');
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Requests that change data must send JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body must be valid JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body must be valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** Fields that say where a statement failed (its SQL has placeholders only), never what values it carried. */
const databaseErrorFields = [
  'query',
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

/**
 * What the log may say about a failure. Database errors never bring their values along: Drizzle's message
 * repeats every query parameter (password hashes, emails), and the server's message and detail can quote them
 * ("Failing row contains …"). So a failed query is logged as its SQL text (placeholders only) and the driver's
 * SQLSTATE, constraint and table; the stack keeps its frames but loses the heading that repeats the message.
 */
export function describeErrorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const failure = error as Record<string, unknown>;
  const description: Record<string, unknown> = { type: failure.name ?? failure.constructor?.name };
  // Drizzle's wrapper has the query and its params; a server's error has a severity (PGlite's also the query).
  if (typeof failure.severity === 'string' || (typeof failure.query === 'string' && 'params' in failure)) {
    for (const field of databaseErrorFields) {
      if (typeof failure[field] === 'string') description[field] = failure[field];
    }
  } else {
    description.message = failure.message;
    if (failure.code !== undefined) description.code = failure.code;
  }
  if (typeof failure.stack === 'string') {
    description.stack = failure.stack
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n');
  }
  if (failure.cause !== undefined && depth < 3) description.cause = describeErrorForLog(failure.cause, depth + 1);
  return description;
}

/** The single place where failures become responses (ARCHITECTURE rule 5). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: describeValidationIssues(error.validation, error.validationContext) });
    }
    if (isDatabaseUnreachable(error)) {
      // The statement never ran (or its connection broke and the transaction rolled back); it may work in a moment.
      request.log.warn({ err: describeErrorForLog(error) }, 'the database is not reachable');
      return reply.status(503).send({ error: DATABASE_UNREACHABLE_MESSAGE });
    }
    if (isUniqueViolation(error)) {
      // A race the handler's own pre-check could not see; the constraint kept the data honest.
      return reply.status(409).send({ error: 'That record already exists.' });
    }
    if (isInvalidText(error)) {
      // The statement failed as a whole (and a transaction rolled back), so nothing was changed.
      return reply.status(400).send({ error: 'Text cannot contain the NUL character (\\u0000).' });
    }
    const knownMessage = error.code ? clientErrorMessages[error.code] : undefined;
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (!isResponseSerializationError(error) && status >= 400 && status < 500) {
      return reply.status(status).send({ error: knownMessage ?? error.message });
    }
    request.log.error({ err: describeErrorForLog(error) }, 'request failed');
    return reply.status(500).send({ error: UNEXPECTED_ERROR_MESSAGE });
  });
}
