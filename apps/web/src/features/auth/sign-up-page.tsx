import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { createUserRequest } from '@courtside/shared/schemas/users';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { EMAIL_TAKEN_MESSAGE, EmailTakenError, useSignUp } from './api';
import { AuthCard } from './auth-card';
import { PasswordMatchIndicator, passwordMatch } from './password-match-indicator';

export const SIGN_UP_SUCCESS_MESSAGE = 'Your account was created successfully!';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match.';

type Field = 'email' | 'password' | 'invite_code';

/**
 * Server answers that are about one field: shown under that field as well as in the toast, so the person
 * sees where to correct it. Keyed by the API's exact message.
 */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, Field> = new Map([
  [EMAIL_TAKEN_MESSAGE, 'email'],
  ['This invite code is not valid.', 'invite_code'],
  ['This invite code has been disabled.', 'invite_code'],
  ['This invite code has expired.', 'invite_code'],
  ['This invite code has already been used.', 'invite_code'],
]);

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  // Editing a field takes back what was said about its old value.
  const clearError = (field: Field) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

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
        const message = errorMessage(error);
        const field = SERVER_FIELD_ERRORS.get(message);
        if (field) setErrors({ [field]: message });
        notifyError(error instanceof EmailTakenError ? message : `Error submitting form: ${message}`);
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
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              clearError('email');
            }}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            description="At least 8 characters."
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              clearError('password');
            }}
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
            onChange={(event) => {
              setInviteCode(event.currentTarget.value);
              clearError('invite_code');
            }}
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
