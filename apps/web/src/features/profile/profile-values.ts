import type { ReactNode } from 'react';
import {
  DEFAULT_BIRTHDATE,
  updatePlayerRequest,
  type PlayerDto,
  type UpdatePlayerRequest,
} from '@courtside/shared/schemas/players';
import { email as emailSchema, type UserDto } from '@courtside/shared/schemas/users';
import { validateWith } from '@/lib/form-validation';

export const NAMES_REQUIRED_MESSAGE = '* First and last name are required';
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email.';

/** What the profile form edits: strings only, as the inputs hold them. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  /** '' or one of the rating choices written with one decimal, e.g. '3.5'. */
  rating: string;
  gender: '' | 'Mens' | 'Ladies';
  /** YYYY-MM-DD, or '' once cleared. */
  birthdate: string;
  phone_number: string;
  address: string;
  bio: string;
  email: string;
  /** Asked for only while the email differs from the saved one: the API wants proof before it changes. */
  current_password: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, ReactNode>>;

/** The "last loaded" state of the form: the user's names win, the primary player fills in the rest. */
export function toFormValues(user: UserDto, player: PlayerDto | null): ProfileFormValues {
  return {
    first_name: user.firstname ?? player?.first_name ?? '',
    last_name: user.lastname ?? player?.last_name ?? '',
    rating: player?.rating != null ? player.rating.toFixed(1) : '',
    gender: player?.gender ?? '',
    birthdate: player?.birthdate || DEFAULT_BIRTHDATE,
    phone_number: player?.phone_number ?? '',
    address: player?.address ?? '',
    bio: player?.bio ?? '',
    email: user.email,
    current_password: '',
  };
}

/** The email as the API would store it (trimmed, lower case), or the text itself when it is no email yet. */
function normalizedEmail(value: string): string {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : value.trim();
}

/** True when the form's email is a different address from the saved one ('A@x.org' and 'a@x.org' are one). */
export function emailChanged(values: Pick<ProfileFormValues, 'email'>, user: Pick<UserDto, 'email'>): boolean {
  return normalizedEmail(values.email) !== user.email;
}

/**
 * Server answers that are about one field of the profile: shown under that field as well as in the toast.
 * Keyed by the API's exact message (users/update).
 */
export const SERVER_FIELD_ERRORS: ReadonlyMap<string, ProfileField> = new Map<string, ProfileField>([
  ['Current password is incorrect.', 'current_password'],
  ['Missing required parameters: current_password', 'current_password'],
  ['An account with this email already exists.', 'email'],
  ['Please enter a valid email address.', 'email'],
]);

export type PlayerFields = Omit<UpdatePlayerRequest, 'id'>;

/** A new email for the account, with the password that allows the change. */
export interface EmailChange {
  email: string;
  current_password: string;
}

const playerFieldsSchema = updatePlayerRequest.omit({ id: true });

/** The player's part of the form as the API takes it: an empty choice is no value, the rating a number. */
function toPlayerFields(values: ProfileFormValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    rating: values.rating === '' ? null : Number(values.rating),
    gender: values.gender === '' ? null : values.gender,
    birthdate: values.birthdate === '' ? null : values.birthdate,
    phone_number: values.phone_number,
    address: values.address,
    bio: values.bio,
  };
}

const validatePlayerFields = validateWith<ProfileFormValues>(playerFieldsSchema, { toRequest: toPlayerFields });

/**
 * The profile form's `validate`: the API's rules for the player and for a new email, so most mistakes are caught
 * before a request. Missing names come first and alone, as the spec's one message; then every other mistake at
 * once, so that one Save shows all there is to correct.
 */
export function validateProfile(user: Pick<UserDto, 'email'>) {
  return (values: ProfileFormValues): ProfileErrors => {
    if (values.first_name.trim() === '' || values.last_name.trim() === '') {
      return { first_name: NAMES_REQUIRED_MESSAGE };
    }
    return { ...validatePlayerFields(values), ...emailChangeErrors(values, user) };
  };
}

/** A changed email must be an email, and comes with the current password (the API refuses it otherwise). */
function emailChangeErrors(values: ProfileFormValues, user: Pick<UserDto, 'email'>): ProfileErrors {
  if (!emailChanged(values, user)) return {};
  const parsed = emailSchema.safeParse(values.email);
  if (!parsed.success) return { email: parsed.error.issues[0]?.message };
  return values.current_password === '' ? { current_password: CURRENT_PASSWORD_REQUIRED_MESSAGE } : {};
}

/** A valid form (validateProfile passed) as the two saves take it: the player's fields and any new email. */
export function toProfileRequest(
  values: ProfileFormValues,
  user: Pick<UserDto, 'email'>,
): { fields: PlayerFields; emailChange: EmailChange | null } {
  return {
    fields: playerFieldsSchema.parse(toPlayerFields(values)),
    emailChange: emailChanged(values, user)
      ? { email: emailSchema.parse(values.email), current_password: values.current_password }
      : null,
  };
}
