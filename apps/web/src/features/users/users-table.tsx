import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { formatDate } from '@/lib/format-date';
import { isAdmin, isOwner } from '@courtside/shared/league/permissions';
import { yesNo } from '@/lib/yes-no';

export interface UserRowActions {
  onMakeAdmin: (user: UserDto) => void;
  onDelete: (user: UserDto) => void;
  /** Absent when the signed-in user is not an owner: the Reset Password button is then not shown at all. */
  onResetPassword?: (user: UserDto) => void;
  /** The user id whose action is in flight, to show a spinner on that row only. */
  busyUserId: number | null;
}

const userTypeColor: Record<UserDto['user_type'], string> = { owner: 'grape', admin: 'court', player: 'gray' };

export function UsersTable({ users, actions }: { users: UserDto[]; actions: UserRowActions }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">ID</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">User Type</Table.Th>
            <Table.Th scope="col">Verified</Table.Th>
            <Table.Th scope="col">Created</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={userTypeColor[user.user_type]}>
                  {user.user_type}
                </Badge>
              </Table.Td>
              <Table.Td>{yesNo(user.verified)}</Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    disabled={isAdmin(user)}
                    loading={actions.busyUserId === user.id}
                    onClick={() => actions.onMakeAdmin(user)}
                  >
                    Make Admin
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={isOwner(user)}
                    onClick={() => actions.onDelete(user)}
                  >
                    Delete
                  </Button>
                  {actions.onResetPassword ? (
                    <Button size="xs" variant="outline" onClick={() => actions.onResetPassword?.(user)}>
                      Reset Password
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
