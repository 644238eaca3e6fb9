import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LINK_REFUSAL_MESSAGES, type LinkRefusal } from '@courtside/shared/schemas/account-recovery-messages';
import { resetPasswordRequest } from '@courtside/shared/schemas/account-recovery';
import { NewPasswordInput } from '@/components/new-password-input';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useResetPassword } from './api';
import { AuthCard, RecoveryBackLinks } from './auth-card';
import { linkRefusalOf } from './link-refusal';
import { PasswordMatchIndicator, passwordMatch, submitWhenPasswordsMatch } from './password-match-indicator';

interface ResetValues {
  password: string;
  /** Checked live by the indicator; it never leaves the browser. */
  confirmation: string;
}

/** The API's own rule for the password; the token comes with the link, not from the form. */
const validate = validateWith<ResetValues>(resetPasswordRequest.pick({ password: true }));

/** A link that no longer works: why, and the way to a new one. */
function DeadLink({ reason }: { reason: LinkRefusal }) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {LINK_REFUSAL_MESSAGES[reason]}
      </Alert>
      <Button component={Link} to={paths.forgotPassword} fullWidth>
        Ask for a new link
      </Button>
    </Stack>
  );
}

/**
 * The page a reset link opens (/reset-password?token=…): a new password, twice. Success sends the reader to sign
 * in with it: every session of the account ended with the reset (ADR 069).
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetValues>({ initialValues: { password: '', confirmation: '' }, validate });
  const { password, confirmation } = form.values;
  const match = passwordMatch(password, confirmation);
  const refusal = token === '' ? 'unknown' : linkRefusalOf(reset.error);

  const submit = (values: ResetValues) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          void navigate(paths.signIn, { replace: true });
        },
        onError: (error) => {
          if (!linkRefusalOf(error)) notifyError(errorMessage(error));
        },
      },
    );

  const handleSubmit = submitWhenPasswordsMatch(password, confirmation, form.onSubmit(submit));

  return (
    <AuthCard title="Choose a new password">
      {refusal ? (
        <DeadLink reason={refusal} />
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Choosing a new password signs your account out on every device and turns off your private calendar
              address.
            </Text>
            <NewPasswordInput label="New Password" required {...form.getInputProps('password')} />
            <Stack gap={6}>
              <PasswordInput
                label="Confirm New Password"
                autoComplete="new-password"
                required
                {...form.getInputProps('confirmation')}
                error={match === 'mismatch'}
              />
              <PasswordMatchIndicator match={match} />
            </Stack>
            <Button type="submit" disabled={match !== 'match'} loading={reset.isPending} fullWidth>
              Set new password
            </Button>
          </Stack>
        </form>
      )}
      <RecoveryBackLinks />
    </AuthCard>
  );
}
