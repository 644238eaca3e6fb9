import { z } from 'zod';

/**
 * A field that is absent gets the marker message 'is required', which the API's error handler gathers into
 * the spec's 'Missing required parameters: {list}'. Other type errors read like 'must be a number'.
 * Set once here because both the server and the browser load this module before any schema is used.
 */
export const REQUIRED_MARKER = 'is required';
z.config({
  customError: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input === undefined || issue.input === null) return REQUIRED_MARKER;
    return `must be a ${issue.expected}`;
  },
});

/** Every 4xx/5xx body: one human-readable message the web shows as is (spec: "the body's error field"). */
export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponse>;

/** Ids arrive as JSON numbers in bodies and as strings in query strings; both become positive integers. */
export const id = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
  z
    .number()
    .int({ error: 'must be a whole number' })
    .positive({ error: 'must be a positive number' })
    .max(2_147_483_647, { error: 'is too large' }),
);

export const isoDateTime = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

/** A calendar date as the spec writes it: YYYY-MM-DD, and a real day (2025-02-30 is refused). */
export const calendarDate = z.iso.date({ error: 'must be a date in the form YYYY-MM-DD' });

/** Free text: trimmed, and a blank string counts as "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullish();
