import { z } from 'zod';
import { ageOn, todayUtc } from '../players/age';
import { calendarDate, id, optionalText, visibleText } from './common';

export const RATING_CHOICES = [2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0] as const;
export const playerGenders = ['Mens', 'Ladies'] as const;
export const DEFAULT_BIRTHDATE = '2000-01-01';
export const BIO_MAX_LENGTH = 1000;
/** The oldest age a profile may state; older birthdates are typing mistakes (1900 for 1990). */
export const MAX_PLAYER_AGE = 150;

// Piped so the range rules only judge a well-formed date.
export const birthdate = calendarDate.pipe(
  z
    .string()
    .refine((day) => day <= todayUtc(), { error: 'Birthdate cannot be in the future.' })
    .refine((day) => ageOn(day, todayUtc()) <= MAX_PLAYER_AGE, {
      error: `Birthdate cannot be more than ${MAX_PLAYER_AGE} years ago.`,
    }),
);

export const rating = z.number().refine((value) => (RATING_CHOICES as readonly number[]).includes(value), {
  error: 'Rating must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.',
});
export const playerGender = z.enum(playerGenders, { error: "Play Type must be 'Mens' or 'Ladies'." });

/**
 * One user's players, their own profile (the primary player) included: a parent entering children, a doubles
 * partner without an account (ADR 023).
 */
export const MAX_PLAYERS_PER_USER = 4;

const playerName = (label: string) => visibleText(100, { label, tooLong: 'Names must be at most 100 characters.' });
const requiredName = (label: string) => playerName(label).min(1, { error: '* First and last name are required' });

/**
 * Digits and the usual separators (spaces, + ( ) - .), at least three digits, and an optional extension
 * ('x 12', 'ext. 12'). Only plain spaces: a line break or tab never belongs in a phone number.
 */
const PHONE_NUMBER = /^(?=(?:[^0-9]*[0-9]){3})[0-9 +().-]+(?: ?(?:x|ext\.?|extension) ?[0-9]{1,6})?$/i;

/** The editable fields of a player, shared by create and update. */
const playerFields = {
  first_name: requiredName('First name'),
  last_name: requiredName('Last name'),
  rating: rating.nullish(),
  gender: playerGender.nullish(),
  birthdate: birthdate.nullish(),
  phone_number: optionalText(30, { label: 'Phone number' }).refine((v) => v == null || PHONE_NUMBER.test(v), {
    error: 'Phone number may contain only digits, spaces and + ( ) - .',
  }),
  address: optionalText(300, { label: 'Address' }),
  bio: optionalText(BIO_MAX_LENGTH, { label: 'Bio', multiline: true }),
};

/** Sign-up creates the primary player before the person has typed a name, so names may start blank. */
const optionalName = (label: string) => playerName(label).default('');

export const createPlayerRequest = z.object({
  user_id: id,
  primary_player: z.boolean().default(true),
  ...playerFields,
  first_name: optionalName('First name'),
  last_name: optionalName('Last name'),
});
export type CreatePlayerRequest = z.input<typeof createPlayerRequest>;

export const updatePlayerRequest = z.object({ id, ...playerFields });
export type UpdatePlayerRequest = z.input<typeof updatePlayerRequest>;

export const playerIdQuery = z.object({ id });
export const deletePlayerQuery = z.object({ player_id: id });

export const playerDto = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  primary_player: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  rating: z.number().nullable(),
  gender: playerGender.nullable(),
  birthdate: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  division_id: z.number().int().nullable(),
  age: z.number().int().nullable(),
});
export type PlayerDto = z.infer<typeof playerDto>;
export const playersListResponse = z.array(playerDto);

/** Spec: a profile is incomplete when rating, gender, first name or last name is empty (the rule lives in players/). */
export { isProfileIncomplete } from '../players/profile-completeness';
