import { useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UserDto } from '@courtside/shared/schemas/users';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useCurrentUser } from '@/lib/current-user';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isOwner } from '@courtside/shared/league/permissions';
import { useAllUsers, useMakeAdmin, useRemoveUser, useSetPassword } from './api';
import { generateTemporaryPassword } from './temporary-password';
import { TemporaryPasswordModal, type IssuedPassword } from './temporary-password-modal';
import { UsersTable } from './users-table';

export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?';
export const TEMPORARY_PASSWORD_SET_MESSAGE = 'Temporary password set for user!';
export const SET_PASSWORD_FAILED_MESSAGE = 'Failed to set password';

export function UsersPage() {
  const { data: me } = useCurrentUser();
  const users = useAllUsers();
  const makeAdmin = useMakeAdmin();
  const removeUser = useRemoveUser();
  const setPassword = useSetPassword();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const handleMakeAdmin = (user: UserDto) =>
    makeAdmin.mutate(user.id, {
      onSuccess: () => notifySuccess(`${user.email} is now an admin.`),
      onError: (error) => notifyError(error.message),
    });

  const handleDelete = (user: UserDto) =>
    modals.openConfirmModal({
      title: 'Delete user',
      centered: true,
      children: (
        <>
          <Text>{DELETE_USER_CONFIRMATION}</Text>
          <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        removeUser.mutate(user.id, {
          onSuccess: () => notifySuccess(`${user.email} was deleted.`),
          onError: (error) => notifyError(error.message),
        }),
    });

  const handleResetPassword = (user: UserDto) => {
    const password = generateTemporaryPassword();
    setPassword.mutate(
      { userId: user.id, password },
      {
        onSuccess: () => {
          notifySuccess(TEMPORARY_PASSWORD_SET_MESSAGE);
          setIssued({ email: user.email, password });
        },
        onError: (error) => {
          console.error('Setting a temporary password failed', error);
          notifyError(SET_PASSWORD_FAILED_MESSAGE);
        },
      },
    );
  };

  let content;
  if (users.isPending) content = <PageLoader label="Loading users..." />;
  else if (users.isError) content = <ErrorAlert title="Could not load users">{users.error.message}</ErrorAlert>;
  else if (users.data.length === 0) content = <Text>No users found.</Text>;
  else
    content = (
      <UsersTable
        users={users.data}
        actions={{
          onMakeAdmin: handleMakeAdmin,
          onDelete: handleDelete,
          onResetPassword: isOwner(me) ? handleResetPassword : undefined,
          busyUserId: makeAdmin.isPending ? (makeAdmin.variables ?? null) : null,
        }}
      />
    );

  return (
    <>
      <PageHeader title="Manage Users" description="Everyone with an account. Disabled and deleted users are hidden." />
      {content}
      <TemporaryPasswordModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
