import type { DivisionDto } from '@courtside/shared/schemas/divisions';

/** 'coed' is 'Coed': the stored words, capitalised for reading. */
export const genderLabel = (gender: string) => gender.charAt(0).toUpperCase() + gender.slice(1);

/** Rank levels are written with one decimal, as the choices are: 3 is '3.0'. */
export const rankLabel = (rank: number) => rank.toFixed(1);

export const divisionDetails = (division: Pick<DivisionDto, 'rank_level' | 'gender'>) =>
  `Rank ${rankLabel(division.rank_level)} · ${genderLabel(division.gender)}`;
