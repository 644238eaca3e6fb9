import { useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSignIn } from './api';
import { AuthCard } from './auth-card';

export const SIGN_IN_FAILED_MESSAGE = 'unauthorized';

interface FieldErrors {
  email?: string;
  password?: string;
}

export function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors: FieldErrors = {
      email: email.trim() === '' ? 'Email is required.' : undefined,
      password: password === '' ? 'Password is required.' : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;

    signIn.mutate(
      { email: email.trim(), password, rememberMe },
      {
        onSuccess: () => void navigate(paths.dashboard, { replace: true }),
        onError: (error) => {
          // Rate limiting and outages are not a wrong password: say what happened and let the visitor retry here.
          if (isApiError(error) && (error.status === 429 || error.status === 0 || error.status >= 500)) {
            notifyError(errorMessage(error));
            return;
          }
          notifyError(SIGN_IN_FAILED_MESSAGE);
          void navigate(paths.landing);
        },
      },
    );
  };

  return (
    <AuthCard title="Sign In">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            All fields are required.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password}
          />
          <Checkbox
            label="Remember me for 24 hours"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.currentTarget.checked)}
          />
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Sign In
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" mt="lg" gap="xs">
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to={paths.signUp}>
            Create an account
          </Anchor>
        </Text>
        <Anchor component={Link} to={paths.landing} size="sm">
          Back to home
        </Anchor>
      </Group>
    </AuthCard>
  );
}
