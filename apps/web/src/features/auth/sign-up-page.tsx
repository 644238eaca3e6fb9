import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LEAGUE_INVITE_MESSAGES } from '@courtside/shared/schemas/league-invites';
import { createUserRequest } from '@courtside/shared/schemas/users';
import { NewPasswordInput } from '@/components/new-password-input';
import { errorMessage } from '@/lib/error-message';
import { useLeagueInvitePreview } from '@/lib/league-invite-queries';
import { showServerFieldError, validateWith } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { withNext } from '@/lib/safe-next';
import { EMAIL_TAKEN_MESSAGE, EmailTakenError, useSignUp } from './api';
import { AuthCard } from './auth-card';
import { PasswordMatchIndicator, passwordMatch, submitWhenPasswordsMatch } from './password-match-indicator';

export const SIGN_UP_SUCCESS_MESSAGE = 'Your account was created successfully!';

interface SignUpValues {
  email: string;
  password: string;
  /** Checked live by the indicator, not by the API: it never leaves the browser. */
  confirmation: string;
  invite_code: string;
}

/**
 * The request the form stands for: with a private league's usable invite link (issue 38), its token in place of
 * the club's invite code; else the code.
 */
const toRequest = ({ confirmation: _confirmation, ...values }: SignUpValues, linkToken: string | null) =>
  linkToken ? { ...values, invite_code: undefined, league_invite_token: linkToken } : values;

const LINK_REFUSALS: readonly string[] = [
  LEAGUE_INVITE_MESSAGES.invalid,
  LEAGUE_INVITE_MESSAGES.revoked,
  LEAGUE_INVITE_MESSAGES.usedUp,
];

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
  ...LINK_REFUSALS.map((message) => [message, 'invite_code'] as const),
]);

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  // An invite link (/sign-up?code=XXXX, copied from the invite codes list) fills the code in.
  const [search] = useSearchParams();
  const form = useForm<SignUpValues>({
    initialValues: {
      email: '',
      password: '',
      confirmation: '',
      invite_code: search.get('code')?.trim() ?? '',
    },
    // Judged with the link as it stands when the form is sent (the ref below), not as it stood when it was drawn.
    validate: (values) =>
      validateWith<SignUpValues>(createUserRequest, { toRequest: (typed) => toRequest(typed, linkTokenRef.current) })(
        values,
      ),
  });
  // A private league's invite link (/sign-up?league=TOKEN): the link is the invitation, in place of a code.
  const leagueToken = search.get('league')?.trim() || null;
  const preview = useLeagueInvitePreview(leagueToken);
  /** Why the link cannot stand in for a code, said once the preview or the server has told. */
  const [linkRefusal, setLinkRefusal] = useState<string | null>(null);
  const linkState = preview.data?.link_state;
  const previewRefusal = preview.error
    ? preview.error.message
    : linkState === 'revoked'
      ? LEAGUE_INVITE_MESSAGES.revoked
      : linkState === 'used_up'
        ? LEAGUE_INVITE_MESSAGES.usedUp
        : null;
  const refusedLink = linkRefusal ?? previewRefusal;
  const joining = leagueToken !== null && linkState === 'usable' && linkRefusal === null ? preview.data : undefined;
  const checkingLink = leagueToken !== null && preview.isPending;
  const linkToken = joining && leagueToken ? leagueToken : null;
  const linkTokenRef = useRef<string | null>(null);
  useEffect(() => {
    linkTokenRef.current = linkToken;
  }, [linkToken]);

  const { password, confirmation } = form.values;
  const match = passwordMatch(password, confirmation);

  const submit = (values: SignUpValues) =>
    // Sent as the API reads it: the email in lower case, the code in capitals, without the confirmation.
    signUp.mutate(createUserRequest.parse(toRequest(values, linkToken)), {
      onSuccess: () => {
        notifySuccess(SIGN_UP_SUCCESS_MESSAGE);
        // Through a league's link, on to join it (the join page asks for the profile the league needs).
        void navigate(linkToken ? paths.leagueJoin(linkToken) : paths.dashboard, { replace: true });
      },
      onError: (error) => {
        // The link stopped working meanwhile: the invite code field comes back, with the reason under it.
        if (linkToken && LINK_REFUSALS.includes(error.message)) setLinkRefusal(error.message);
        showServerFieldError(form, error, SERVER_FIELD_ERRORS);
        const message = errorMessage(error);
        notifyError(error instanceof EmailTakenError ? message : `Error submitting form: ${message}`);
      },
    });

  const handleSubmit = submitWhenPasswordsMatch(password, confirmation, form.onSubmit(submit));

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
          {checkingLink ? (
            <Text size="sm" role="status">
              Checking your invite link...
            </Text>
          ) : joining ? (
            <Alert color="court" variant="light" role="status" title={`You're joining ${joining.league.name}`}>
              Your invite link is your way in: no invite code needed.
            </Alert>
          ) : (
            <>
              {refusedLink ? (
                <Alert color="yellow" variant="light" role="status">
                  {refusedLink} You can still sign up with an invite code from the club.
                </Alert>
              ) : null}
              <TextInput label="Invite Code" required autoComplete="off" {...form.getInputProps('invite_code')} />
            </>
          )}
          <Button type="submit" disabled={match !== 'match' || checkingLink} loading={signUp.isPending} fullWidth>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" mt="lg" gap="xs">
        <Text size="sm">
          Already have an account?{' '}
          <Anchor
            component={Link}
            to={leagueToken ? withNext(paths.signIn, paths.leagueJoin(leagueToken)) : paths.signIn}
          >
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
