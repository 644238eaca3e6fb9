import type { FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createUserRequest } from '@courtside/shared/schemas/users';
import { NewPasswordInput } from '@/components/new-password-input';
import { errorMessage } from '@/lib/error-message';
import { showServerFieldError, validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { EMAIL_TAKEN_MESSAGE, EmailTakenError, useSignUp } from './api';
import { AuthCard } from './auth-card';
import { PasswordMatchIndicator, passwordMatch } from './password-match-indicator';

export const SIGN_UP_SUCCESS_MESSAGE = 'Your account was created successfully!';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

interface SignUpValues {
  email: string;
  password: string;
  /** Checked live by the indicator, not by the API: it never leaves the browser. */
  confirmation: string;
  invite_code: string;
}

/**
 * Server answers that are about one field: shown under that field as well as in the toast, so the person
 * sees where to correct it. Keyed by the API's exact message.
 */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, keyof SignUpValues> = new Map([
  [EMAIL_TAKEN_MESSAGE, 'email'],
  ['This invite code is not valid.', 'invite_code'],
  ['This invite code has been disabled.', 'invite_code'],
  ['This invite code has expired.', 'invite_code'],
  ['This invite code has already been used.', 'invite_code'],
]);

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  // An invite link (/sign-up?code=XXXX, copied from the invite codes list) fills the code in.
  const [search] = useSearchParams();
  const form = useForm<SignUpValues>({
    initialValues: { email: '', password: '', confirmation: '', invite_code: search.get('code')?.trim() ?? '' },
    validate: validateWith<SignUpValues>(createUserRequest),
  });

  const { password, confirmation } = form.values;
  const match = passwordMatch(password, confirmation);

  const submit = (values: SignUpValues) =>
    // Sent as the API reads it: the email in lower case, the code in capitals, without the confirmation.
    signUp.mutate(createUserRequest.parse(values), {
      onSuccess: () => {
        notifySuccess(SIGN_UP_SUCCESS_MESSAGE);
        void navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => {
        showServerFieldError(form, error, SERVER_FIELD_ERRORS);
        const message = errorMessage(error);
        notifyError(error instanceof EmailTakenError ? message : `Error submitting form: ${message}`);
      },
    });

  // The disabled button keeps a mismatch from being sent; this says why if the browser submits anyway.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (password !== confirmation) {
      event.preventDefault();
      notifyError(PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    form.onSubmit(submit)(event);
  };

  return (
    <AuthCard title="Create your account">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            All fields are required.
          </Text>
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <NewPasswordInput label="Password" required {...form.getInputProps('password')} />
          <Stack gap={6}>
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmation')}
              error={match === 'mismatch'}
            />
            <PasswordMatchIndicator match={match} />
          </Stack>
          <TextInput label="Invite Code" required autoComplete="off" {...form.getInputProps('invite_code')} />
          <Button type="submit" disabled={match !== 'match'} loading={signUp.isPending} fullWidth>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" mt="lg" gap="xs">
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.signIn}>
            Sign in
          </Anchor>
        </Text>
        <Anchor component={Link} to={paths.landing} size="sm">
          Back to home
        </Anchor>
      </Group>
    </AuthCard>
  );
}
