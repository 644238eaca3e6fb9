import type { UserDto } from '@courtside/shared/schemas/users';
import type { PlayerDto } from '@courtside/shared/schemas/players';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 7,
    email: 'serena@example.com',
    firstname: 'Serena',
    lastname: 'Smith',
    user_type: 'player',
    verified: true,
    created_at: '2024-03-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makePlayer(overrides: Partial<PlayerDto> = {}): PlayerDto {
  return {
    id: 11,
    user_id: 7,
    primary_player: true,
    first_name: 'Serena',
    last_name: 'Smith',
    rating: 4,
    gender: 'Ladies',
    birthdate: '1990-05-20',
    phone_number: '(555) 123-4567',
    address: '1 Court Lane',
    bio: 'Big serve.',
    division_id: null,
    age: 34,
    ...overrides,
  };
}
