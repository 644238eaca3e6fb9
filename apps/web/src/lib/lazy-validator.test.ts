import { describe, expect, it, vi } from 'vitest';
import { lazyValidator, VALIDATION_LOAD_FAILED } from './lazy-validator';

const needsName = (values: { name: string }) => (values.name ? {} : { name: 'Name is required.' });

describe('lazyValidator', () => {
  it('loads the rules once, however often it is asked, and then validates with them', async () => {
    const load = vi.fn(async () => needsName);
    const validator = lazyValidator(load);
    await Promise.all([validator.prepare(), validator.prepare()]);
    await validator.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    expect(validator.validate({ name: '' })).toEqual({ name: 'Name is required.' });
    expect(validator.validate({ name: 'Ann' })).toEqual({});
  });

  it('refuses to validate before the rules are here, rather than let a form through unchecked', () => {
    const validator = lazyValidator(async () => needsName);
    expect(() => validator.validate({ name: '' })).toThrow('before prepare() resolved');
  });

  it('says a failed download in words and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<typeof needsName>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(needsName);
    const validator = lazyValidator(load);
    await expect(validator.prepare()).rejects.toThrow(VALIDATION_LOAD_FAILED);
    await validator.prepare();
    expect(load).toHaveBeenCalledTimes(2);
    expect(validator.validate({ name: '' })).toEqual({ name: 'Name is required.' });
  });
});
