import { Badge } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { DataList, type DataListColumn, type DataListQuery, type RowAction } from '@/components/data-list';
import { formatDate } from '@/lib/format-date';
import { canResetPassword, isAdmin, isOwner } from '@courtside/shared/league/permissions';
import { yesNo } from '@/lib/yes-no';

export interface UserRowActions {
  onMakeAdmin: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
  onResetPassword: (user: UserDto) => void;
  /** The signed-in user, who decides whether Reset Password is offered. */
  viewer: UserDto | null | undefined;
  /** The user id each action is in flight for, to show a spinner on that button only. */
  busy: { makeAdmin: number | null; delete: number | null; resetPassword: number | null };
}

const userTypeColor: Record<UserDto['user_type'], string> = { owner: 'grape', admin: 'court', player: 'gray' };

const userColumns: DataListColumn<UserDto>[] = [
  { id: 'id', header: 'ID', cell: (user) => user.id, sortValue: (user) => user.id },
  { id: 'email', header: 'Email', primary: true, cell: (user) => user.email, sortValue: (user) => user.email },
  {
    id: 'user-type',
    header: 'User Type',
    cell: (user) => (
      <Badge variant="light" color={userTypeColor[user.user_type]}>
        {user.user_type}
      </Badge>
    ),
    sortValue: (user) => user.user_type,
  },
  { id: 'verified', header: 'Verified', cell: (user) => yesNo(user.verified) },
  {
    id: 'created',
    header: 'Created',
    cell: (user) => formatDate(user.created_at),
    sortValue: (user) => (user.created_at ? Date.parse(user.created_at) : null),
  },
];

function userRowActions(actions: UserRowActions): RowAction<UserDto>[] {
  return [
    {
      label: 'Make Admin',
      onClick: actions.onMakeAdmin,
      isDisabled: (user) => isAdmin(user),
      isBusy: (user) => actions.busy.makeAdmin === user.id,
    },
    {
      label: 'Delete',
      color: 'red',
      onClick: actions.onDelete,
      isDisabled: (user) => isOwner(user),
      isBusy: (user) => actions.busy.delete === user.id,
    },
    {
      label: 'Reset Password',
      variant: 'outline',
      onClick: actions.onResetPassword,
      // Owners only, and not for themselves: their own password changes on the profile, where the current
      // one is asked for, rather than being swapped for a random one shown once.
      isShown: (user) => canResetPassword(actions.viewer) && user.id !== actions.viewer?.id,
      isBusy: (user) => actions.busy.resetPassword === user.id,
    },
  ];
}

export function UsersTable({ users, actions }: { users: DataListQuery<UserDto>; actions: UserRowActions }) {
  return (
    <DataList
      label="Users"
      query={users}
      columns={userColumns}
      rowKey={(user) => user.id}
      rowLabel={(user) => user.email}
      actions={userRowActions(actions)}
      search={{ label: 'Search by email', text: (user) => user.email }}
      paginate
      emptyMessage="No users found."
      loadingLabel="Loading users..."
      errorTitle="Could not load users"
    />
  );
}
