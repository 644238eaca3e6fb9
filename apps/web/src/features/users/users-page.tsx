import { useState } from 'react';
import { Text } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { confirmRowAction } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAllUsers, useMakeAdmin, useRemoveUser, useSetPassword } from './api';
import { generateTemporaryPassword } from './temporary-password';
import { TemporaryPasswordModal, type IssuedPassword } from './temporary-password-modal';
import { UsersTable } from './users-table';

export const DELETE_USER_CONFIRMATION = 'Are you sure you want to delete this user?';
export const TEMPORARY_PASSWORD_SET_MESSAGE = 'Temporary password set for user!';
export const SET_PASSWORD_FAILED_MESSAGE = 'Failed to set password';

export const makeAdminConfirmation = (email: string) =>
  `Make ${email} an admin? Admins can manage users, leagues and invite codes.`;
export const resetPasswordConfirmation = (email: string) =>
  `Reset the password of ${email}? They will be signed out everywhere and need the temporary password to sign in. ` +
  'Their private calendar address stops working too.';

export function UsersPage() {
  const { data: me } = useCurrentUser();
  const users = useAllUsers();
  const makeAdmin = useMakeAdmin();
  const removeUser = useRemoveUser();
  const setPassword = useSetPassword();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const handleMakeAdmin = (user: UserDto) =>
    confirmRowAction({
      title: 'Make admin',
      message: makeAdminConfirmation(user.email),
      confirmLabel: 'Make Admin',
      onConfirm: () =>
        makeAdmin.mutate(user.id, {
          onSuccess: () => notifySuccess(`${user.email} is now an admin.`),
          onError: (error) => notifyError(error.message),
        }),
    });

  const handleDelete = (user: UserDto) =>
    confirmRowAction({
      title: 'Delete user',
      message: (
        <>
          <Text>{DELETE_USER_CONFIRMATION}</Text>
          <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </>
      ),
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () =>
        removeUser.mutate(user.id, {
          onSuccess: () => notifySuccess(`${user.email} was deleted.`),
          onError: (error) => notifyError(error.message),
        }),
    });

  const handleResetPassword = (user: UserDto) =>
    confirmRowAction({
      title: 'Reset password',
      message: resetPasswordConfirmation(user.email),
      confirmLabel: 'Reset Password',
      destructive: true,
      onConfirm: () => {
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
      },
    });

  const busyFor = (mutation: { isPending: boolean; variables: number | undefined }) =>
    mutation.isPending ? (mutation.variables ?? null) : null;

  return (
    <>
      <PageHeader title="Manage Users" description="Everyone with an account. Disabled and deleted users are hidden." />
      <UsersTable
        users={users}
        actions={{
          onMakeAdmin: handleMakeAdmin,
          onDelete: handleDelete,
          onResetPassword: handleResetPassword,
          viewer: me,
          busy: {
            makeAdmin: busyFor(makeAdmin),
            delete: busyFor(removeUser),
            resetPassword: setPassword.isPending ? (setPassword.variables?.userId ?? null) : null,
          },
        }}
      />
      <TemporaryPasswordModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}
