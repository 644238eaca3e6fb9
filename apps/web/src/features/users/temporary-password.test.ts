import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  TEMPORARY_PASSWORD_CHARSET,
  TEMPORARY_PASSWORD_DIGITS,
  TEMPORARY_PASSWORD_LOWERCASE,
  TEMPORARY_PASSWORD_SYMBOLS,
  TEMPORARY_PASSWORD_UPPERCASE,
  generateTemporaryPassword,
} from './temporary-password';

const LOOK_ALIKES = ['0', 'O', 'o', '1', 'l', 'I'];

function expectWellFormed(password: string) {
  expect(password).toHaveLength(12);
  for (const char of password) expect(TEMPORARY_PASSWORD_CHARSET).toContain(char);
  for (const char of LOOK_ALIKES) expect(password).not.toContain(char);
  for (const set of [
    TEMPORARY_PASSWORD_UPPERCASE,
    TEMPORARY_PASSWORD_LOWERCASE,
    TEMPORARY_PASSWORD_DIGITS,
    TEMPORARY_PASSWORD_SYMBOLS,
  ]) {
    expect([...password].some((char) => set.includes(char))).toBe(true);
  }
}

describe('generateTemporaryPassword', () => {
  it('uses a 64-character set without look-alikes and with the symbols !@#$%^&*', () => {
    expect(TEMPORARY_PASSWORD_CHARSET).toHaveLength(64);
    expect(new Set(TEMPORARY_PASSWORD_CHARSET).size).toBe(64);
    for (const char of LOOK_ALIKES) expect(TEMPORARY_PASSWORD_CHARSET).not.toContain(char);
    expect(TEMPORARY_PASSWORD_SYMBOLS).toBe('!@#$%^&*');
  });

  it('always gives 12 allowed characters with every kind present, over many real random runs', () => {
    const seen = new Set<string>();
    for (let run = 0; run < 500; run += 1) {
      const password = generateTemporaryPassword();
      expectWellFormed(password);
      seen.add(password);
    }
    // 500 draws from 64^12 possibilities: a repeat would mean the randomness is broken.
    expect(seen.size).toBe(500);
  });

  it('stays well formed whatever bytes the random source returns', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ minLength: 12, maxLength: 12 }), { minLength: 1, maxLength: 20 }),
        (draws) => {
          // Replays the given draws, then falls back to a draw that always has all four kinds.
          let call = 0;
          const fill = (bytes: Uint8Array) => {
            const next = draws[call] ?? Uint8Array.from([0, 24, 48, 56, 1, 25, 49, 57, 2, 26, 50, 58]);
            call += 1;
            bytes.set(next);
            return bytes;
          };
          expectWellFormed(generateTemporaryPassword(fill));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    generateTemporaryPassword();
    expect(spy).toHaveBeenCalled();
  });
});
