import { z } from 'zod';
import { REQUIRED_MARKER, id, isoDateTime, visibleText } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

export const userTypes = ['owner', 'admin', 'player'] as const;
export const userType = z.enum(userTypes);
export type UserType = z.infer<typeof userType>;

export const email = visibleText(254, { label: 'Email' })
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** New passwords; the sign-in form only checks presence so that old passwords keep working. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` });

const personName = (label: string) => visibleText(100, { label, tooLong: 'Names must be at most 100 characters.' });

export const userDto = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  user_type: userType,
  verified: z.boolean(),
  created_at: isoDateTime.nullable(),
});
export type UserDto = z.infer<typeof userDto>;

export const verifyRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, { error: 'Email and password are required.' }),
  password: z
    .string()
    .min(1, { error: 'Email and password are required.' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
  rememberMe: z.boolean().default(false),
});
export type VerifyRequest = z.input<typeof verifyRequest>;

export const verifyResponse = z.object({ user: userDto });
export type VerifyResponse = z.output<typeof verifyResponse>;

export const existsQuery = z.object({ email });
export const existsResponse = z.object({ exists: z.boolean() });
export type ExistsResponse = z.output<typeof existsResponse>;

export const INVITE_CODE_REQUIRED_MESSAGE = 'An invite code is required.';

/**
 * Sign-up takes the club's invite code, or a private league's invite link token in its place (issue 38): the
 * link is the invitation, and the new account then joins that league.
 */
export const createUserRequest = z
  .object({
    email,
    password: newPassword,
    invite_code: z.string().trim().toUpperCase().max(64).optional(),
    league_invite_token: z.string().trim().min(1).max(100).optional(),
    firstname: personName('First name').optional(),
    lastname: personName('Last name').optional(),
  })
  .refine((body) => Boolean(body.invite_code) || Boolean(body.league_invite_token), {
    // Absent altogether, it is listed with the other missing parameters; sent blank, the form's own words.
    error: (issue) => {
      const body = issue.input as { invite_code?: unknown } | undefined;
      return body?.invite_code == null ? REQUIRED_MARKER : INVITE_CODE_REQUIRED_MESSAGE;
    },
    path: ['invite_code'],
    // Judged even when another field is wrong, so the form shows every missing field at once.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type CreateUserRequest = z.input<typeof createUserRequest>;
export const createUserResponse = z.object({ id: z.number().int(), user: userDto });
export type CreateUserResponse = z.output<typeof createUserResponse>;

/**
 * One call for both a user's own profile fields and an admin's Make Admin: the server decides which
 * changes the caller may make. The only user_type change offered anywhere is promotion to 'admin'.
 */
export const updateUserRequest = z.object({
  id,
  user_type: z.literal('admin', { error: "user_type can only be changed to 'admin'" }).optional(),
  firstname: personName('First name').optional(),
  lastname: personName('Last name').optional(),
  email: email.optional(),
  /** Needed when the email changes: whoever holds a session must still prove they know the password. */
  current_password: z
    .string()
    .min(1, { error: REQUIRED_MARKER })
    .max(200, { error: 'must be at most 200 characters' })
    .optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;

export const removeUserQuery = z.object({ user_id: id });

export const changePasswordRequest = z.object({
  current_password: z
    .string()
    .min(1, { error: 'Please fill out all password fields.' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
  new_password: newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const setPasswordRequest = z.object({ user_id: id, new_password: newPassword });
export type SetPasswordRequest = z.input<typeof setPasswordRequest>;

export const usersListResponse = z.array(userDto);
