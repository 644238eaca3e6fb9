import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';

export const UNAUTHORIZED_MESSAGE = 'You are not authorized to perform this action.';
export const NOT_ADMIN_MESSAGE = 'Access denied. You are not an admin.';

/** A refusal as the web client reads it: the status and exactly `{ error: message }`. */
export function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: { error: message } });
}

/** A success whose body satisfies the shared contract; returns the parsed body for further checks. */
export function expectContract<S extends z.ZodType>(
  response: LightMyRequestResponse,
  status: number,
  schema: S,
): z.infer<S> {
  expect(response.statusCode, response.body).toBe(status);
  const parsed = schema.safeParse(response.json());
  expect(parsed.error).toBeUndefined();
  return parsed.data as z.infer<S>;
}

/** Secrets must never leave the server, however a DTO is later extended. */
export function expectNoSecrets(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/password|hash|token/i);
}
