/**
 * A failure the client caused or may see. The one error handler turns it into `{ error: message }` with
 * this status (plus `details`, for a refusal a client acts on, which the route's error schema then lists);
 * anything else becomes a generic 500 with nothing internal in the body.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'You are not authorized to perform this action.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new AppError(409, message, details);

export const NOT_ADMIN_MESSAGE = 'Access denied. You are not an admin.';
export const UNEXPECTED_ERROR_MESSAGE = 'There was an unexpected error. Please try again later.';

/** PostgreSQL's SQLSTATE for a unique violation, reported the same way by PGlite and node-postgres. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint: name } = (candidate ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || name === constraint);
}

/**
 * PostgreSQL's SQLSTATE for text it cannot store (a NUL character, U+0000). JSON may carry one in any string,
 * and the schemas have no reason to know, so the database's refusal is the client's mistake, not ours.
 */
export function isInvalidText(error: unknown): boolean {
  const candidate = (error as { cause?: unknown })?.cause ?? error;
  return (candidate as { code?: string } | undefined)?.code === '22021';
}

export const DATABASE_UNREACHABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';

/** Socket failures node-postgres passes on when the server cannot be reached or the connection breaks. */
const connectionErrnoCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or will not take the session: class 08 (connection exception) is
 * matched by its prefix; 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 57P04
 * database_dropped, 57P05 idle_session_timeout, 53300 too_many_connections; and 57014 query_canceled, a statement
 * stopped by statement_timeout (db/client.ts): a server too busy to answer in time.
 */
const connectionSqlStates = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '57014']);

/** node-postgres's own wording for a connection that broke or never came (it gives these no code). */
const connectionMessages = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // query_timeout (db/client.ts): no answer in time, as from a server behind a silent network partition.
  'Query read timeout',
]);

/**
 * Whether a failure means the database could not be reached (a dropped connection, a server that refuses
 * sessions, a timeout), not that the statement was wrong: the request may succeed in a moment, so it is a 503.
 * Drizzle wraps the driver's error as `cause`, and a failed connection to a name with several addresses is an
 * AggregateError, so both are looked through.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, severity, message, cause, errors } = error as {
    code?: unknown;
    severity?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (connectionErrnoCodes.has(code) || connectionSqlStates.has(code))) return true;
  // Class 08 is only ever a SQLSTATE; errno codes start with E.
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  // A FATAL error ends the session, whatever its code (a database that is not accepting connections is 55000).
  if (severity === 'FATAL' || severity === 'PANIC') return true;
  if (typeof message === 'string' && connectionMessages.has(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}
