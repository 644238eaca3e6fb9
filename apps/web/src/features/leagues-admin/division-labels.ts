import type { DivisionDto } from '@courtside/shared/schemas/divisions';

/**
 * Divisions and leagues store the spec's 'male', 'female' and 'coed'; profiles store 'Mens' and 'Ladies' (the
 * spec's Play Type). Shown, they use the profile's words, so an admin placing a 'Mens' player looks for a
 * 'Mens' division rather than a 'Male' one (issue 36).
 */
const GENDER_LABELS: Readonly<Record<string, string>> = { male: 'Mens', female: 'Ladies', coed: 'Coed' };

export const genderLabel = (gender: string) => GENDER_LABELS[gender] ?? gender;

/** Rank levels are written with one decimal, as the choices are: 3 is '3.0'. */
export const rankLabel = (rank: number) => rank.toFixed(1);

export const divisionDetails = (division: Pick<DivisionDto, 'rank_level' | 'gender'>) =>
  `Rank ${rankLabel(division.rank_level)} · ${genderLabel(division.gender)}`;
