/**
 * Temporary passwords are read aloud or copied by hand, so characters that look alike (0 O o 1 l I) are left out.
 * 24 upper + 24 lower + 8 digits + 8 symbols = 64 characters: a random byte modulo 64 is unbiased.
 */
export const TEMPORARY_PASSWORD_UPPERCASE = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const TEMPORARY_PASSWORD_LOWERCASE = 'abcdefghijkmnpqrstuvwxyz';
export const TEMPORARY_PASSWORD_DIGITS = '23456789';
export const TEMPORARY_PASSWORD_SYMBOLS = '!@#$%^&*';
export const TEMPORARY_PASSWORD_CHARSET =
  TEMPORARY_PASSWORD_UPPERCASE + TEMPORARY_PASSWORD_LOWERCASE + TEMPORARY_PASSWORD_DIGITS + TEMPORARY_PASSWORD_SYMBOLS;
export const TEMPORARY_PASSWORD_LENGTH = 12;

const characterClasses = [
  TEMPORARY_PASSWORD_UPPERCASE,
  TEMPORARY_PASSWORD_LOWERCASE,
  TEMPORARY_PASSWORD_DIGITS,
  TEMPORARY_PASSWORD_SYMBOLS,
];

type RandomFill = (bytes: Uint8Array) => Uint8Array;

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/**
 * 12 characters from the set above, with at least one of each kind so that any password policy accepts it.
 * Draws again (rarely more than twice) instead of forcing positions, which would make the password less random.
 */
export function generateTemporaryPassword(fill: RandomFill = cryptoFill): string {
  for (;;) {
    const bytes = fill(new Uint8Array(TEMPORARY_PASSWORD_LENGTH));
    const password = Array.from(bytes, (byte) => TEMPORARY_PASSWORD_CHARSET.charAt(byte % 64)).join('');
    if (characterClasses.every((set) => [...password].some((char) => set.includes(char)))) return password;
  }
}
