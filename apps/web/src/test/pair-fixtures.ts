import type { PairDto, PairMemberDto } from '@courtside/shared/schemas/pairs';

// Doubles pairs as the pairs/* reads return them (issue 37), for the component tests of several features.

export function makePairMember(overrides: Partial<PairMemberDto> = {}): PairMemberDto {
  return {
    player_id: 21,
    user_id: 31,
    first_name: 'Ann',
    last_name: 'Lee',
    gender: 'Ladies',
    rating: 4,
    ...overrides,
  };
}

export const ann = makePairMember();
export const bo = makePairMember({ player_id: 22, user_id: 32, first_name: 'Bo', last_name: 'Park', gender: 'Mens' });
export const cy = makePairMember({ player_id: 23, user_id: 33, first_name: 'Cy', last_name: 'Ng', gender: 'Mens' });
export const di = makePairMember({ player_id: 24, user_id: 34, first_name: 'Di', last_name: 'Ho', gender: 'Ladies' });
export const ed = makePairMember({ player_id: 25, user_id: 35, first_name: 'Ed', last_name: 'Fox', gender: 'Mens' });

export function makePair(overrides: Partial<PairDto> = {}): PairDto {
  return {
    id: 70,
    league_id: 5,
    league_name: 'Summer Mixed',
    status: 'complete',
    anchor: ann,
    partner: bo,
    division_id: null,
    created_at: '2026-03-02T09:00:00.000Z',
    completed_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
