import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { verifyRequest, type VerifyRequest } from '@courtside/shared/schemas/users';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { NEXT_PARAM, safeNextPath } from '@/lib/safe-next';
import { useSignIn } from './api';
import { AuthCard } from './auth-card';

export const SIGN_IN_FAILED_MESSAGE = 'unauthorized';
export const EMAIL_REQUIRED_MESSAGE = 'Email is required.';
export const PASSWORD_REQUIRED_MESSAGE = 'Password is required.';

type SignInValues = Required<VerifyRequest>;

const validateRequest = validateWith<SignInValues>(verifyRequest);

/**
 * The API's rules for a sign-in, with the form's own word for each empty field: the shared schema says
 * 'Email and password are required.' once for both, the form says which one is missing under it.
 */
function validateSignIn(values: SignInValues): FormErrors {
  const errors = validateRequest(values);
  return {
    ...errors,
    email: values.email.trim() === '' ? EMAIL_REQUIRED_MESSAGE : errors.email,
    password: values.password === '' ? PASSWORD_REQUIRED_MESSAGE : errors.password,
  };
}

export function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  // Where a link that asked for a sign-in first (an invite link's Sign in) goes on to; only this site's pages.
  const [search] = useSearchParams();
  const next = safeNextPath(search.get(NEXT_PARAM));
  const form = useForm<SignInValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: validateSignIn,
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

  return (
    <AuthCard title="Sign In">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
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
