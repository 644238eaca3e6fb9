import type { z } from 'zod';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormValidation<Output, Field extends string> =
  { ok: true; data: Output } | { ok: false; errors: FormErrors<Field> };

/**
 * Checks a form's values with the API's own request schema, so the browser refuses exactly what the server
 * would, in the same words: the parsed request, or the first message for each top-level field.
 *
 * Some shared messages are terse on purpose ('must be at most 100 characters'), because the server puts the
 * field's name in front; `labels` does the same here, so the message under a field reads as a sentence.
 */
export function validateForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  values: unknown,
  labels: Partial<Record<Field, string>> = {},
): FormValidation<z.output<Schema>, Field> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FormErrors<Field> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    const label = labels[field];
    errors[field] ??= label && /^[a-z]/.test(issue.message) ? `${label} ${issue.message}` : issue.message;
  }
  return { ok: false, errors };
}
