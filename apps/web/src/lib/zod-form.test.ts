import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateForm } from './zod-form';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }),
  note: z.string().max(3, { error: 'must be at most 3 characters' }),
  nested: z.object({ inner: z.number() }).optional(),
});

describe('validateForm', () => {
  it('returns the parsed data when the values are valid', () => {
    expect(validateForm(schema, { name: ' Ann ', note: 'ok' })).toEqual({
      ok: true,
      data: { name: 'Ann', note: 'ok' },
    });
  });

  it('keeps the first message per top-level field and names terse messages with the label', () => {
    const result = validateForm(schema, { name: '', note: 'long', nested: { inner: 'x' } }, { note: 'Note' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        note: 'Note must be at most 3 characters',
        nested: expect.any(String),
      },
    });
  });

  it('leaves a terse message as it is when the field has no label', () => {
    const result = validateForm(schema, { name: 'a', note: 'long' });
    expect(result.ok ? null : result.errors.note).toBe('must be at most 3 characters');
  });
});
