import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { createUserRequest } from '@courtside/shared/schemas/users';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { EmailTakenError, useSignUp } from './api';
import { AuthCard } from './auth-card';
import { PasswordMatchIndicator, passwordMatch } from './password-match-indicator';

export const SIGN_UP_SUCCESS_MESSAGE = 'Your account was created successfully!';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

type Field = 'email' | 'password' | 'invite_code';

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const match = passwordMatch(password, confirmation);
  const canSubmit = match === 'match' && !signUp.isPending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      notifyError(PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    const parsed = createUserRequest.safeParse({ email, password, invite_code: inviteCode });
    if (!parsed.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(SIGN_UP_SUCCESS_MESSAGE);
        void navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => {
        notifyError(error instanceof EmailTakenError ? error.message : `Error submitting form: ${errorMessage(error)}`);
      },
    });
  };

  return (
    <AuthCard title="Create your account">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            All fields are required.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description="At least 8 characters."
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Stack gap={6}>
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
              error={match === 'mismatch'}
            />
            <PasswordMatchIndicator match={match} />
          </Stack>
          <TextInput
            label="Invite Code"
            required
            autoComplete="off"
            value={inviteCode}
            onChange={(event) => setInviteCode(event.currentTarget.value)}
            error={errors.invite_code}
          />
          <Button type="submit" disabled={!canSubmit} loading={signUp.isPending} fullWidth>
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
