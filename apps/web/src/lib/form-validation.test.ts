import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { showServerFieldError, validateWith } from './form-validation';

const request = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(5, 'must be at most 5 characters'),
  size: z.number().int(),
});

describe('validateWith', () => {
  it('passes values the request schema accepts', () => {
    expect(validateWith(request)({ name: 'Ace', size: 2 })).toEqual({});
  });

  it("gives each field the schema's first message, with the field's label before a terse one", () => {
    const validate = validateWith(request, { labels: { name: 'Name' } });
    expect(validate({ name: 'Too long', size: 1.5 })).toEqual({
      name: 'Name must be at most 5 characters',
      size: expect.any(String),
    });
    expect(validate({ name: '', size: 1 })).toEqual({ name: 'Name is required.' });
  });

  it('checks the request the values stand for', () => {
    const validate = validateWith(request, {
      toRequest: (values: { name: string; size: string }) => ({ ...values, size: Number(values.size) }),
    });
    expect(validate({ name: 'Ace', size: '3' })).toEqual({});
    expect(Object.keys(validate({ name: 'Ace', size: 'x' }))).toEqual(['size']);
  });
});

describe('showServerFieldError', () => {
  const fields = new Map([['That name is taken.', 'name']]);

  it('puts a known answer under its field', () => {
    const form = { setFieldError: vi.fn() };
    expect(showServerFieldError(form, new Error('That name is taken.'), fields)).toBe(true);
    expect(form.setFieldError).toHaveBeenCalledWith('name', 'That name is taken.');
  });

  it('leaves the fields alone for any other answer', () => {
    const form = { setFieldError: vi.fn() };
    expect(showServerFieldError(form, new Error('Server down.'), fields)).toBe(false);
    expect(form.setFieldError).not.toHaveBeenCalled();
  });
});
