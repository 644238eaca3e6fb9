import type { UserDto } from '@courtside/shared/schemas/users';

/** Spec: a user is an admin when user_type is admin or owner. */
export function isAdmin(user: Pick<UserDto, 'user_type'> | null | undefined): boolean {
  return user?.user_type === 'admin' || user?.user_type === 'owner';
}

export function isOwner(user: Pick<UserDto, 'user_type'> | null | undefined): boolean {
  return user?.user_type === 'owner';
}
