import { z } from 'zod';
import { ageOn, todayUtc } from '../players/age';
import { calendarDate, id, optionalText } from './common';

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

const requiredName = () =>
  z
    .string()
    .trim()
    .min(1, { error: '* First and last name are required' })
    .max(100, { error: 'Names must be at most 100 characters.' });

/** The editable fields of a player, shared by create and update. */
const playerFields = {
  first_name: requiredName(),
  last_name: requiredName(),
  rating: rating.nullish(),
  gender: playerGender.nullish(),
  birthdate: birthdate.nullish(),
  phone_number: optionalText(30).refine((v) => v == null || /^[0-9+().\-\s]{3,30}$/.test(v), {
    error: 'Phone number may contain only digits, spaces and + ( ) - .',
  }),
  address: optionalText(300),
  bio: optionalText(BIO_MAX_LENGTH),
};

/** Sign-up creates the primary player before the person has typed a name, so names may start blank. */
const optionalName = z.string().trim().max(100, { error: 'Names must be at most 100 characters.' }).default('');

export const createPlayerRequest = z.object({
  user_id: id,
  primary_player: z.boolean().default(true),
  ...playerFields,
  first_name: optionalName,
  last_name: optionalName,
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

/** Spec: a profile is incomplete when rating, gender, first name or last name is empty. */
export function isProfileIncomplete(
  player: Pick<PlayerDto, 'rating' | 'gender' | 'first_name' | 'last_name'> | null | undefined,
): boolean {
  if (!player) return true;
  return player.rating == null || player.gender == null || !player.first_name.trim() || !player.last_name.trim();
}
