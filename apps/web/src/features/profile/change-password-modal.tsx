import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { changePasswordRequest } from '@courtside/shared/schemas/users';
import { NewPasswordInput } from '@/components/new-password-input';
import { showServerFieldError, validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from './api';

export const PASSWORD_FIELDS_REQUIRED_MESSAGE = 'Please fill out all password fields.';
export const NEW_PASSWORDS_DIFFER_MESSAGE = 'New passwords do not match.';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully!';
export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Failed to change password.';
/** Said before the change: the server turns the address off with the password (routes/users.ts). */
export const CALENDAR_ADDRESS_ENDS_NOTE =
  'Your other devices are signed out, and your private calendar address stops working: make a new one on ' +
  'this page if you use it.';

interface PasswordValues {
  current: string;
  next: string;
  confirmation: string;
}

const emptyPasswords: PasswordValues = { current: '', next: '', confirmation: '' };

/** The form's one message about the three fields together, shown below them (an error path of no field). */
const ALL_FIELDS = 'passwords';

/** Server answers that are about one field: shown under it as well as in the toast. Keyed by the API's message. */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, keyof PasswordValues> = new Map([
  ['Current password is incorrect.', 'current'],
]);

const validateRequest = validateWith<PasswordValues>(changePasswordRequest, {
  toRequest: ({ current, next }) => ({ current_password: current, new_password: next }),
});

/**
 * The spec's order: all three fields, then the two new ones alike, then the API's own rules for the request
 * (the new password's strength). One message at a time, the first that applies.
 */
function validatePasswords(values: PasswordValues): FormErrors {
  const { current, next, confirmation } = values;
  if (current === '' || next === '' || confirmation === '') return { [ALL_FIELDS]: PASSWORD_FIELDS_REQUIRED_MESSAGE };
  if (next !== confirmation) return { [ALL_FIELDS]: NEW_PASSWORDS_DIFFER_MESSAGE };
  const [firstProblem] = Object.values(validateRequest(values));
  return firstProblem ? { [ALL_FIELDS]: firstProblem } : {};
}

export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const changePassword = useChangePassword();
  const form = useForm<PasswordValues>({ initialValues: emptyPasswords, validate: validatePasswords });

  const close = () => {
    // Passwords must not linger in memory or reappear when the dialog opens again.
    form.reset();
    changePassword.reset();
    onClose();
  };

  const submit = ({ current, next }: PasswordValues) =>
    changePassword.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: () => {
          notifySuccess(PASSWORD_CHANGED_MESSAGE);
          close();
        },
        onError: (failure) => {
          const message = failure.message.trim() || PASSWORD_CHANGE_FAILED_MESSAGE;
          showServerFieldError(form, new Error(message), SERVER_FIELD_ERRORS);
          notifyError(message);
        },
      },
    );

  const formError = form.errors[ALL_FIELDS];
  return (
    <Modal opened={opened} onClose={close} title="Change Password" size={400} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {CALENDAR_ADDRESS_ENDS_NOTE}
          </Text>
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            {...form.getInputProps('current')}
            // Mantine's PasswordInput links the error text but does not mark its input invalid.
            aria-invalid={form.errors.current ? true : undefined}
            data-autofocus
          />
          <NewPasswordInput label="New Password" {...form.getInputProps('next')} />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            {...form.getInputProps('confirmation')}
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
