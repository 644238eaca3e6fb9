import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@courtside/shared/schemas/account-recovery';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
import { notifyError } from '@/lib/notify';
import { useForgotPassword } from './api';
import { AuthCard, RecoveryBackLinks } from './auth-card';

/**
 * "Forgot password?" (issue 35 item 5): the email gets a one-hour reset link if it has an account. The page says
 * the same either way, as the server does, so it tells nobody which emails have accounts.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm<Required<ForgotPasswordRequest>>({
    initialValues: { email: '' },
    validate: validateWith(forgotPasswordRequest),
  });

  const submit = (values: Required<ForgotPasswordRequest>) =>
    forgot.mutate(forgotPasswordRequest.parse(values), { onError: (error) => notifyError(errorMessage(error)) });

  return (
    <AuthCard title="Forgot your password?">
      {forgot.isSuccess ? (
        <Stack gap="md">
          <Alert color="court" variant="light" icon={<IconMailCheck aria-hidden="true" />} role="status">
            {forgot.data.message}
          </Alert>
          <Text size="sm">
            No email after a few minutes? Check your spam folder, or{' '}
            <Anchor component="button" type="button" onClick={() => forgot.reset()}>
              ask again
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <Text size="sm">Enter the email of your account and we will send you a link to choose a new password.</Text>
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <Button type="submit" loading={forgot.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <RecoveryBackLinks />
    </AuthCard>
  );
}
