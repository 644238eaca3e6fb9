import type { FormEvent } from 'react';
import { Group, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { notifyError } from '@/lib/notify';

export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

export type PasswordMatch = 'empty' | 'match' | 'mismatch';

/** Nothing to say until a confirmation has been typed (spec: the indicator is live, not a submit-time error). */
export function passwordMatch(password: string, confirmation: string): PasswordMatch {
  if (confirmation === '') return 'empty';
  return password === confirmation ? 'match' : 'mismatch';
}

export function PasswordMatchIndicator({ match }: { match: PasswordMatch }) {
  // The live region stays mounted so screen readers hear each change.
  return (
    <div aria-live="polite">
      {match === 'empty' ? null : (
        <Group gap={6} wrap="nowrap">
          {match === 'match' ? (
            <IconCheck size={16} aria-hidden="true" color="var(--mantine-color-court-8)" />
          ) : (
            <IconX size={16} aria-hidden="true" color="var(--mantine-color-error)" />
          )}
          <Text size="sm" c={match === 'match' ? 'var(--courtside-success-text)' : 'var(--mantine-color-error)'}>
            {match === 'match' ? 'Passwords match' : 'Passwords do not match'}
          </Text>
        </Group>
      )}
    </div>
  );
}

/**
 * A new-password form's submit handler (sign-up, reset): its disabled button keeps a mismatch from being sent;
 * this says why if the browser submits anyway, and otherwise hands the event to the form.
 */
export function submitWhenPasswordsMatch(
  password: string,
  confirmation: string,
  submit: (event: FormEvent<HTMLFormElement>) => void,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (password !== confirmation) {
      event.preventDefault();
      notifyError(PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    submit(event);
  };
}
