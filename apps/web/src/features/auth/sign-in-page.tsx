import type { FormEvent } from 'react';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { lazyValidator } from '@/lib/lazy-validator';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { NEXT_PARAM, safeNextPath } from '@/lib/safe-next';
import { useSignIn } from './api';
import { AuthCard } from './auth-card';
import type { SignInValues } from './sign-in-validation';

export const SIGN_IN_FAILED_MESSAGE = 'unauthorized';

// zod comes with the schema: fetched on the form's first focus, so Sign In's first screen goes without it.
const signInValidator = lazyValidator(async () => (await import('./sign-in-validation')).validateSignIn);

export function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Where a link that asked for a sign-in first (an invite link's Sign in) goes on to; only this site's pages.
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(NEXT_PARAM));
  const form = useForm<SignInValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: (values) => signInValidator.validate(values),
  });

  const handleSubmit = ({ email, password, rememberMe }: SignInValues) =>
    signIn.mutate(
      { email: email.trim(), password, rememberMe },
      {
        onSuccess: () => void navigate(next ?? paths.dashboard, { replace: true }),
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

  // The rules may still be on their way (a submit straight after the page opens, or after a failed download).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signInValidator.prepare().then(
      () => form.onSubmit(handleSubmit)(),
      (error: Error) => notifyError(error.message),
    );
  };

  return (
    <AuthCard title="Sign In">
      <form onSubmit={submit} onFocus={() => void signInValidator.prepare().catch(() => {})} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            All fields are required.
          </Text>
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label="Remember me for 24 hours" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
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
