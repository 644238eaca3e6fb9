/**
 * A failure the client caused or may see. The one error handler turns it into `{ error: message }` with
 * this status; anything else becomes a generic 500 with nothing internal in the body.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'You are not authorized to perform this action.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

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
