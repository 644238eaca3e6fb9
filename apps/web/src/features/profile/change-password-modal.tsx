import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { newPassword } from '@courtside/shared/schemas/users';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from './api';

export const PASSWORD_FIELDS_REQUIRED_MESSAGE = 'Please fill out all password fields.';
export const NEW_PASSWORDS_DIFFER_MESSAGE = 'New passwords do not match.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Failed to change password.';

// Only the current password can be wrong in a way the form cannot check first (the new one is checked here).
type PasswordField = 'current';

/** Server answers that are about one field: shown under it as well as in the toast. Keyed by the API's message. */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, PasswordField> = new Map([
  ['Current password is incorrect.', 'current'],
]);

/** Checks the three fields in the spec's order; returns the message to show, or null when they are fine. */
export function passwordFormError(current: string, next: string, confirmation: string): string | null {
  if (current === '' || next === '' || confirmation === '') return PASSWORD_FIELDS_REQUIRED_MESSAGE;
  if (next !== confirmation) return NEW_PASSWORDS_DIFFER_MESSAGE;
  const strength = newPassword.safeParse(next);
  return strength.success ? null : (strength.error.issues[0]?.message ?? PASSWORD_CHANGE_FAILED_MESSAGE);
}

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const changePassword = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<PasswordField, string>>>({});

  // Editing a field takes back what the server said about its old value.
  const clearFieldError = (field: PasswordField) =>
    setFieldErrors((errors) => (errors[field] ? { ...errors, [field]: undefined } : errors));

  const close = () => {
    // Passwords must not linger in memory or reappear when the dialog opens again.
    setCurrent('');
    setNext('');
    setConfirmation('');
    setFormError(null);
    setFieldErrors({});
    changePassword.reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = passwordFormError(current, next, confirmation);
    setFormError(error);
    if (error) return;
    setFieldErrors({});
    changePassword.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          notifySuccess(PASSWORD_CHANGED_MESSAGE);
          close();
        },
        onError: (failure) => {
          const message = failure.message.trim() || PASSWORD_CHANGE_FAILED_MESSAGE;
          const field = SERVER_FIELD_ERRORS.get(message);
          if (field) setFieldErrors({ [field]: message });
          notifyError(message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Change Password" size={400} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => {
              setCurrent(event.currentTarget.value);
              clearFieldError('current');
            }}
            error={fieldErrors.current}
            // Mantine's PasswordInput links the error text but does not mark its input invalid.
            aria-invalid={fieldErrors.current ? true : undefined}
            data-autofocus
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            description="At least 8 characters."
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
          />
          {formError ? (
            <Text role="alert" size="sm" c="var(--mantine-color-error)">
              {formError}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={changePassword.isPending}>
              Update Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
