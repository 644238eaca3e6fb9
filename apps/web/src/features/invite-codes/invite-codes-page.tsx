import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteInviteCode, useDisableInviteCode, useInviteCodes } from './api';
import { CreateInviteCodeForm } from './create-invite-code-form';
import { InviteCodesTable } from './invite-codes-table';

export const DELETE_CODE_CONFIRMATION = 'Are you sure you want to delete this invite code?';

export function InviteCodesPage() {
  const codes = useInviteCodes();
  const disableCode = useDisableInviteCode();
  const deleteCode = useDeleteInviteCode();

  const handleDisable = (code: InviteCodeDto) =>
    disableCode.mutate(code.id, {
      onSuccess: () => notifySuccess(`Invite code ${code.code} disabled.`),
      onError: (error) => notifyError(error.message),
    });

  const handleDelete = (code: InviteCodeDto) =>
    modals.openConfirmModal({
      title: 'Delete invite code',
      centered: true,
      children: (
        <>
          <Text>{DELETE_CODE_CONFIRMATION}</Text>
          <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {code.code}
          </Text>
        </>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteCode.mutate(code.id, {
          onSuccess: () => notifySuccess(`Invite code ${code.code} deleted.`),
          onError: (error) => notifyError(error.message),
        }),
    });

  let list;
  if (codes.isPending) list = <PageLoader label="Loading invite codes..." />;
  else if (codes.isError) list = <ErrorAlert title="Could not load invite codes">{codes.error.message}</ErrorAlert>;
  else if (codes.data.length === 0) list = <Text>No invite codes yet. Create one above.</Text>;
  else
    list = (
      <InviteCodesTable
        codes={codes.data}
        actions={{
          onDisable: handleDisable,
          onDelete: handleDelete,
          busyCodeId: disableCode.isPending ? (disableCode.variables ?? null) : null,
        }}
      />
    );

  return (
    <>
      <PageHeader title="Invite Codes" description="New players need an invite code to sign up." />
      <CreateInviteCodeForm />
      <section aria-label="Existing invite codes">{list}</section>
    </>
  );
}
