import { ActionIcon, Button, Code, Group, Table, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { InviteCodeDto } from '@courtside/shared/schemas/invite-codes';
import { copyToClipboard } from '@/lib/clipboard';
import { formatDate } from '@/lib/format-date';
import { yesNo } from '@/lib/yes-no';

export interface InviteCodeRowActions {
  onDisable: (code: InviteCodeDto) => void;
  onDelete: (code: InviteCodeDto) => void;
  busyCodeId: number | null;
}

export function InviteCodesTable({ codes, actions }: { codes: InviteCodeDto[]; actions: InviteCodeRowActions }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col">Code</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            <Table.Th scope="col">Uses</Table.Th>
            <Table.Th scope="col">Disabled</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td>{code.id}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Code fz="sm">{code.code}</Code>
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
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(code.expires_at, 'Never')}</Table.Td>
              <Table.Td>
                {code.used_by.length}/{code.max_uses}
              </Table.Td>
              <Table.Td>{yesNo(code.disabled)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    disabled={code.disabled}
                    loading={actions.busyCodeId === code.id}
                    onClick={() => actions.onDisable(code)}
                  >
                    Disable
                  </Button>
                  <Button size="xs" variant="light" color="red" onClick={() => actions.onDelete(code)}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
