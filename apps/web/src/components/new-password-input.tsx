import { Group, PasswordInput, Text, VisuallyHidden, type PasswordInputProps } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH } from '@courtside/shared/schemas/password-limits';

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;

/**
 * A new password with its rule under it, which turns red with a cross while a typed password breaks it and green
 * with a tick once it holds (issue 36), so nobody learns the rule only from a refused submit. Sign Up and Change
 * Password share it, with the length the server checks.
 */
export function NewPasswordInput({ value, ...props }: Omit<PasswordInputProps, 'description'>) {
  const typed = typeof value === 'string' ? value : '';
  const state = typed === '' ? 'empty' : typed.length >= PASSWORD_MIN_LENGTH ? 'met' : 'unmet';
  const colour =
    state === 'unmet' ? 'var(--mantine-color-error)' : state === 'met' ? 'var(--courtside-success-text)' : 'dimmed';
  const Icon = state === 'met' ? IconCheck : IconX;
  return (
    <PasswordInput
      {...props}
      value={value}
      autoComplete="new-password"
      description={
        <Group component="span" gap={4} wrap="nowrap" data-rule-state={state}>
          {state === 'empty' ? null : <Icon size={14} aria-hidden="true" color={colour} />}
          <Text component="span" size="xs" c={colour}>
            {PASSWORD_RULE}
            {state === 'empty' ? null : (
              <VisuallyHidden component="span">{state === 'met' ? ' Met.' : ' Not met yet.'}</VisuallyHidden>
            )}
          </Text>
        </Group>
      }
    />
  );
}
