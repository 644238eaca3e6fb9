import { Avatar, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { formatMonthYear } from '@/lib/format-date';
import { fieldVariant, type ProfileSectionProps } from './profile-section-props';
import { emailChanged } from './profile-values';

/** The heading of a profile that has no name yet; the email is shown once, in its own field below. */
export const UNNAMED_PROFILE_HEADING = 'Your profile';

// Long names wrap between words, and inside a word only when it cannot fit a line on its own
// ('anywhere' would also break short words mid-way on a phone).
const wrapBetweenWords = { wordBreak: 'normal', overflowWrap: 'break-word' } as const;

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
  const displayName = [user.firstname, user.lastname].filter(Boolean).join(' ') || UNNAMED_PROFILE_HEADING;
  const askForPassword = editing && emailChanged(values, user);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-name">
      <Group gap="md" wrap="nowrap" mb="md">
        <Avatar size="lg" radius="xl" color="court" aria-hidden="true">
          {initials(values.first_name, values.last_name, user.email)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="profile-name" style={wrapBetweenWords}>
            {displayName}
          </Title>
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
        <Text role="alert" size="sm" c="var(--mantine-color-error)" mt="xs">
          {errors.first_name ?? errors.last_name}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput
          label="Email"
          description="You sign in with it."
          type="email"
          autoComplete="email"
          required
          variant={fieldVariant(editing)}
          value={values.email}
          onClick={onActivate}
          onChange={(event) => onChange('email', event.currentTarget.value)}
          error={errors.email}
        />
        {askForPassword ? (
          <PasswordInput
            label="Current password"
            description="Needed to change your email."
            autoComplete="current-password"
            required
            value={values.current_password}
            onChange={(event) => onChange('current_password', event.currentTarget.value)}
            error={errors.current_password}
            // Mantine's PasswordInput links the error text but does not mark its input invalid.
            aria-invalid={errors.current_password ? true : undefined}
          />
        ) : null}
      </SimpleGrid>
    </Card>
  );
}
