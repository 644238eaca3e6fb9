import type { UserDto } from '@courtside/shared/schemas/users';
import type { Actor } from '@courtside/shared/league/permissions';
import type { UserRow } from '../db/queries/users';

export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    user_type: row.userType,
    verified: row.verified,
    created_at: row.createdAt ? row.createdAt.toISOString() : null,
  };
}

/** The shape the shared permission predicates judge (packages/shared/src/league/permissions.ts). */
export function toActor(row: Pick<UserRow, 'id' | 'userType'>): Actor {
  return { id: row.id, user_type: row.userType };
}
