import { Text } from '@mantine/core';
import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import { confirmRowAction } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteInviteCode, useDisableInviteCode, useInviteCodes } from './api';
import { CreateInviteCodeForm } from './create-invite-code-form';
import { InviteCodesTable } from './invite-codes-table';

export const DELETE_CODE_CONFIRMATION = 'Are you sure you want to delete this invite code?';

export const disableCodeConfirmation = (code: string) =>
  `Disable code ${code}? Nobody will be able to sign up with it. This cannot be undone.`;

export function InviteCodesPage() {
  const codes = useInviteCodes();
  const disableCode = useDisableInviteCode();
  const deleteCode = useDeleteInviteCode();

  const handleDisable = (code: InviteCodeDto) =>
    confirmRowAction({
      title: 'Disable invite code',
      message: disableCodeConfirmation(code.code),
      confirmLabel: 'Disable',
      destructive: true,
      onConfirm: () =>
        disableCode.mutate(code.id, {
          onSuccess: () => notifySuccess(`Invite code ${code.code} disabled.`),
          onError: (error) => notifyError(error.message),
        }),
    });

  const handleDelete = (code: InviteCodeDto) =>
    confirmRowAction({
      title: 'Delete invite code',
      message: (
        <>
          <Text>{DELETE_CODE_CONFIRMATION}</Text>
          <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {code.code}
          </Text>
        </>
      ),
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () =>
        deleteCode.mutate(code.id, {
          onSuccess: () => notifySuccess(`Invite code ${code.code} deleted.`),
          onError: (error) => notifyError(error.message),
        }),
    });

  return (
    <>
      <PageHeader title="Invite Codes" description="New players need an invite code to sign up." />
      <CreateInviteCodeForm />
      <section aria-label="Existing invite codes">
        <InviteCodesTable
          codes={codes}
          actions={{
            onDisable: handleDisable,
            onDelete: handleDelete,
            disablingId: disableCode.isPending ? (disableCode.variables ?? null) : null,
            deletingId: deleteCode.isPending ? (deleteCode.variables ?? null) : null,
          }}
        />
      </section>
    </>
  );
}
