import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { missingProfileFields } from '@courtside/shared/players/profile-completeness';
import { playsAsPairs } from '@courtside/shared/league/pairs';
import { primaryPlayerOf } from '@courtside/shared/players/primary-player';
import { LEAGUE_INVITE_MESSAGES, type LeagueInvitePreviewDto } from '@courtside/shared/schemas/league-invites';
import { ErrorAlert } from '@/components/error-alert';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { errorMessage } from '@/lib/error-message';
import { useLeagueInvitePreview } from '@/lib/league-invite-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { withNext } from '@/lib/safe-next';
import { useJoinLeague, useMyPlayers } from './api';
import { CompleteProfileModal } from './complete-profile-modal';
import { joinRefusal, placesLeft } from './join-refusal';
import { PartnerInviteForm } from '@/components/partner-invite-dialog';

export const JOIN_PAGE_TITLE = 'Join League';
export const JOIN_FAILED_MESSAGE = 'Could not join the league';
export const PREVIEW_FAILED_MESSAGE = 'Could not open this invite link';
export const joinedMessage = (name: string) => `You joined ${name}!`;

/** /leagues/join/{token}: where a private league's invite link leads, signed in or not (issue 38). */
export function JoinLeaguePage() {
  const token = useParams().token ?? '';
  const preview = useLeagueInvitePreview(token);

  let content;
  if (preview.data) {
    content = <Invitation token={token} preview={preview.data} />;
  } else if (preview.error) {
    // An unknown token is the link's own answer (404), not a failure worth retrying.
    content =
      isApiError(preview.error) && preview.error.status === 404 ? (
        <ErrorAlert title={PREVIEW_FAILED_MESSAGE}>{preview.error.message}</ErrorAlert>
      ) : (
        <LoadFailure title={PREVIEW_FAILED_MESSAGE} query={preview}>
          {preview.error.message}
        </LoadFailure>
      );
  } else {
    content = <PageLoader label="Opening your invitation..." />;
  }
  return (
    <>
      <PageHeader title={JOIN_PAGE_TITLE} />
      {content}
    </>
  );
}

function Invitation({ token, preview }: { token: string; preview: LeagueInvitePreviewDto }) {
  const { league } = preview;
  const { data: user } = useCurrentUser();
  const refusal = joinRefusal(preview);
  const left = placesLeft(league);

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="invited-league-name" maw={560}>
      <Stack gap="md">
        <div>
          <Group gap="xs" align="center">
            <IconLock size={18} aria-hidden="true" />
            <Text size="sm" c="dimmed">
              You are invited to a private league
            </Text>
          </Group>
          <Title order={2} id="invited-league-name" style={{ overflowWrap: 'anywhere' }}>
            {league.name}
          </Title>
        </div>
        <List spacing={4} listStyleType="none" p={0} aria-label="About this league">
          <List.Item>Season: {league.season}</List.Item>
          <List.Item>{league.league_type}</List.Item>
          {league.organizer_name ? <List.Item>Organized by {league.organizer_name}</List.Item> : null}
          <List.Item>
            {left === null
              ? `${league.registration_count} registered so far`
              : `${left} ${left === 1 ? 'place' : 'places'} left`}
          </List.Item>
        </List>
        {refusal === LEAGUE_INVITE_MESSAGES.alreadyMember ? (
          <AlreadyMember leagueId={league.id} leagueName={league.name} />
        ) : refusal ? (
          <Alert color="yellow" variant="light" role="status">
            {refusal}
          </Alert>
        ) : user ? (
          <JoinAction token={token} leagueId={league.id} leagueName={league.name} leagueType={league.league_type} />
        ) : (
          <VisitorActions token={token} />
        )}
      </Stack>
    </Card>
  );
}

/** Not a refusal: the way into the league they are already in. */
function AlreadyMember({ leagueId, leagueName }: { leagueId: number; leagueName: string }) {
  return (
    <Alert color="court" variant="light" role="status">
      {LEAGUE_INVITE_MESSAGES.alreadyMember}{' '}
      <Anchor component={Link} to={paths.leagueHome(leagueId)}>
        Go to {leagueName}
      </Anchor>
    </Alert>
  );
}

function VisitorActions({ token }: { token: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Button component={Link} to={`${paths.signUp}?league=${encodeURIComponent(token)}`} size="md">
        Sign up to join
      </Button>
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={withNext(paths.signIn, paths.leagueJoin(token))}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}

/** Join with my primary player, once my profile has what a league needs (accounts-and-admin section 5). */
function JoinAction({
  token,
  leagueId,
  leagueName,
  leagueType,
}: {
  token: string;
  leagueId: number;
  leagueName: string;
  leagueType: string;
}) {
  const navigate = useNavigate();
  const players = useMyPlayers();
  const join = useJoinLeague();
  const [askProfile, setAskProfile] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [joinedAsPlayer, setJoinedAsPlayer] = useState<number | null>(null);
  const primary = primaryPlayerOf(players.data);
  const missing = missingProfileFields(primary);

  const submit = () => {
    setRefusal(null);
    if (missing.length > 0) {
      setAskProfile(true);
      return;
    }
    join.mutate(
      { token },
      {
        onSuccess: () => {
          notifySuccess(joinedMessage(leagueName));
          // A doubles league is played in pairs: the next step is naming a partner, here, before the league.
          if (playsAsPairs(leagueType) && primary) setJoinedAsPlayer(primary.id);
          else void navigate(paths.leagueHome(leagueId));
        },
        onError: (error) => {
          notifyError(JOIN_FAILED_MESSAGE);
          setRefusal(errorMessage(error));
        },
      },
    );
  };

  if (players.data === undefined && players.error) {
    return (
      <LoadFailure title={JOIN_FAILED_MESSAGE} query={players}>
        {players.error.message}
      </LoadFailure>
    );
  }
  if (joinedAsPlayer !== null) {
    return (
      <Stack gap="md">
        <Alert color="court" variant="light" role="status">
          {joinedMessage(leagueName)} It is played in pairs: invite your partner now, or find one later (the organizer
          can pair you with another player).
        </Alert>
        <PartnerInviteForm
          league={{ id: leagueId, name: leagueName, league_type: leagueType }}
          playerId={joinedAsPlayer}
          registers={false}
          onInvited={() => void navigate(paths.leagueHome(leagueId))}
        />
        <Anchor component={Link} to={paths.leagueHome(leagueId)}>
          Find a partner later: go to {leagueName}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" align="flex-start">
      {refusal === LEAGUE_INVITE_MESSAGES.alreadyMember ? (
        <AlreadyMember leagueId={leagueId} leagueName={leagueName} />
      ) : refusal ? (
        <ErrorAlert title={JOIN_FAILED_MESSAGE}>{refusal}</ErrorAlert>
      ) : null}
      <Button size="md" onClick={submit} loading={join.isPending || players.isPending}>
        Join {leagueName}
      </Button>
      <CompleteProfileModal
        opened={askProfile}
        missing={missing}
        onGoToProfile={() => void navigate(withNext(paths.profile, paths.leagueJoin(token)))}
        onCancel={() => setAskProfile(false)}
      />
    </Stack>
  );
}
