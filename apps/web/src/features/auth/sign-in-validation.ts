import type { FormErrors } from '@mantine/form';
import { verifyRequest, type VerifyRequest } from '@courtside/shared/schemas/users';
import { validateWith } from '@/lib/form-validation';

// Sign In's rules, in a module of their own: the page loads them (and zod with them) on the form's first
// focus, not with its first screen (lib/lazy-validator.ts).

export const EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required.';

export type SignInValues = Required<VerifyRequest>;

const validateRequest = validateWith<SignInValues>(verifyRequest);

/**
 * The API's rules for a sign-in, with the form's own word for each empty field: the shared schema says
 * 'Email and password are required.' once for both, the form says which one is missing under it.
 */
export function validateSignIn(values: SignInValues): FormErrors {
  const errors = validateRequest(values);
  return {
    ...errors,
    email: values.email.trim() === '' ? EMAIL_REQUIRED_MESSAGE : errors.email,
    password: values.password === '' ? PASSWORD_REQUIRED_MESSAGE : errors.password,
  };
}
