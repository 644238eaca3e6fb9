import { ActionIcon, Badge, Box, Code, Tooltip } from '@mantine/core';
import { IconCopy, IconLink } from '@tabler/icons-react';
import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import { DataList, type DataListColumn, type DataListQuery, type RowAction } from '@/components/data-list';
import { copyToClipboard } from '@/lib/clipboard';
import { formatDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import { yesNo } from '@/lib/yes-no';
import { inviteCodeState, inviteCodeStateLabels } from './invite-code-state';

export interface InviteCodeRowActions {
  onDisable: (code: InviteCodeDto) => void;
  onDelete: (code: InviteCodeDto) => void;
  /** The ids of codes whose disabling or deleting is in flight, to show a spinner on that button only. */
  disablingId: number | null;
  deletingId: number | null;
}

/** The address that opens Sign Up with the code filled in: one link to send instead of a code and a URL. */
export const inviteLink = (code: string) =>
  new URL(`${paths.signUp}?${new URLSearchParams({ code })}`, window.location.origin).href;

function CodeCell({ code, now }: { code: InviteCodeDto; now: Date }) {
  const state = inviteCodeState(code, now);
  // Spans, not Mantine's div-based Group: on a phone this cell is the card's heading.
  return (
    <Box component="span" display="inline-flex" style={{ flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
      <Code fz="inherit">{code.code}</Code>
      <Tooltip label="Copy code">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Copy code ${code.code}`}
          onClick={() => void copyToClipboard(code.code)}
        >
          <IconCopy size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {state === 'usable' ? (
        <Tooltip label="Copy sign-up link">
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Copy sign-up link with code ${code.code}`}
            onClick={() => void copyToClipboard(inviteLink(code.code))}
          >
            <IconLink size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {state === 'usable' ? null : (
        <Badge component="span" variant="light" color="gray">
          {inviteCodeStateLabels[state]}
        </Badge>
      )}
    </Box>
  );
}

function inviteCodeColumns(now: Date): DataListColumn<InviteCodeDto>[] {
  return [
    { id: 'id', header: 'ID', cell: (code) => code.id },
    { id: 'code', header: 'Code', primary: true, cell: (code) => <CodeCell code={code} now={now} /> },
    { id: 'expires', header: 'Expires', cell: (code) => formatDate(code.expires_at, 'Never') },
    { id: 'uses', header: 'Uses', cell: (code) => `${code.used_by.length}/${code.max_uses}` },
    { id: 'disabled', header: 'Disabled', cell: (code) => yesNo(code.disabled) },
  ];
}

export function InviteCodesTable({
  codes,
  actions,
}: {
  codes: DataListQuery<InviteCodeDto>;
  actions: InviteCodeRowActions;
}) {
  // Read once per render: a code that expires while the page is open shows it at the next refetch or change.
  const now = new Date();
  const rowActions: RowAction<InviteCodeDto>[] = [
    {
      label: 'Disable',
      onClick: actions.onDisable,
      // Disabling is one way; a code nobody can use any more has nothing left to disable.
      isShown: (code) => inviteCodeState(code, now) === 'usable',
      isBusy: (code) => actions.disablingId === code.id,
    },
    { label: 'Delete', color: 'red', onClick: actions.onDelete, isBusy: (code) => actions.deletingId === code.id },
  ];
  return (
    <DataList
      label="Invite codes"
      query={codes}
      columns={inviteCodeColumns(now)}
      rowKey={(code) => code.id}
      rowLabel={(code) => code.code}
      actions={rowActions}
      paginate
      emptyMessage="No invite codes yet. Create one above."
      loadingLabel="Loading invite codes..."
      errorTitle="Could not load invite codes"
    />
  );
}
