import { Avatar, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { formatMonthYear } from '@/lib/format-date';
import { fieldVariant, type ProfileSectionProps } from './profile-section-props';

function initials(first: string, last: string, email: string): string {
  const letters = `${first.trim().charAt(0)}${last.trim().charAt(0)}`;
  return (letters || email.charAt(0)).toUpperCase();
}

export function ProfileHeaderSection({
  user,
  values,
  errors,
  editing,
  onChange,
  onActivate,
}: ProfileSectionProps & { user: UserDto }) {
  const memberSince = formatMonthYear(user.created_at);
  const displayName = [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-name">
      <Group gap="md" wrap="nowrap" mb="md">
        <Avatar size="lg" radius="xl" color="court" aria-hidden="true">
          {initials(values.first_name, values.last_name, user.email)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="profile-name" style={{ overflowWrap: 'anywhere' }}>
            {displayName}
          </Title>
          <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
          {memberSince ? (
            <Text size="sm" c="dimmed">
              Member since {memberSince}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="First Name"
          autoComplete="given-name"
          required
          variant={fieldVariant(editing)}
          value={values.first_name}
          onClick={onActivate}
          onChange={(event) => onChange('first_name', event.currentTarget.value)}
          error={errors.first_name ? true : undefined}
        />
        <TextInput
          label="Last Name"
          autoComplete="family-name"
          required
          variant={fieldVariant(editing)}
          value={values.last_name}
          onClick={onActivate}
          onChange={(event) => onChange('last_name', event.currentTarget.value)}
          error={errors.first_name || errors.last_name ? true : undefined}
        />
      </SimpleGrid>
      {errors.first_name || errors.last_name ? (
        <Text role="alert" size="sm" c="red.9" mt="xs">
          {errors.first_name ?? errors.last_name}
        </Text>
      ) : null}
    </Card>
  );
}
