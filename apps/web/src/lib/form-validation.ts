import { schemaResolver, type FormErrors } from '@mantine/form';
import type { z } from 'zod';

interface ValidateOptions<Values> {
  /** The API request the form's values stand for, when they are not already its shape (strings for numbers...). */
  toRequest?: (values: Values) => unknown;
  /**
   * Some shared messages are terse on purpose ('must be at most 100 characters'), because the server puts the
   * field's name in front; a label here does the same, so the message under a field reads as a sentence.
   */
  labels?: Readonly<Record<string, string>>;
}

/**
 * A Mantine form's `validate`: its values checked by the API's own request schema (through @mantine/form's
 * Standard Schema resolver), so the browser refuses exactly what the server would, in the same words, each
 * message under the field it is about.
 */
export function validateWith<Values>(schema: z.ZodType, { toRequest, labels = {} }: ValidateOptions<Values> = {}) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => {
    const errors = resolve(toRequest ? toRequest(values) : values);
    for (const [field, message] of Object.entries(errors)) {
      const label = labels[field];
      if (label && typeof message === 'string' && /^[a-z]/.test(message)) errors[field] = `${label} ${message}`;
    }
    return errors;
  };
}

/**
 * Shows a server answer under the field it is about, when `fields` (the API's exact message -> the form's field)
 * knows it. Says whether it did; the caller still toasts it, as every failure is.
 */
export function showServerFieldError(
  form: { setFieldError: (path: string, error: string) => void },
  error: Error,
  fields: ReadonlyMap<string, string>,
): boolean {
  const field = fields.get(error.message);
  if (field) form.setFieldError(field, error.message);
  return field !== undefined;
}
