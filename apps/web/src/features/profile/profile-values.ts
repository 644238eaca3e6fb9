import {
  DEFAULT_BIRTHDATE,
  updatePlayerRequest,
  type PlayerDto,
  type UpdatePlayerRequest,
} from '@courtside/shared/schemas/players';
import type { UserDto } from '@courtside/shared/schemas/users';

export const NAMES_REQUIRED_MESSAGE = '* First and last name are required';

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
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

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
  };
}

export type PlayerFields = Omit<UpdatePlayerRequest, 'id'>;

export type ProfileValidation = { ok: true; fields: PlayerFields } | { ok: false; errors: ProfileErrors };

const playerFieldsSchema = updatePlayerRequest.omit({ id: true });

/** Checks the form with the same rules the API applies, so most mistakes are caught before a request. */
export function validateProfile(values: ProfileFormValues): ProfileValidation {
  if (values.first_name.trim() === '' || values.last_name.trim() === '') {
    return { ok: false, errors: { first_name: NAMES_REQUIRED_MESSAGE } };
  }
  const parsed = playerFieldsSchema.safeParse({
    first_name: values.first_name,
    last_name: values.last_name,
    rating: values.rating === '' ? null : Number(values.rating),
    gender: values.gender === '' ? null : values.gender,
    birthdate: values.birthdate === '' ? null : values.birthdate,
    phone_number: values.phone_number,
    address: values.address,
    bio: values.bio,
  });
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
