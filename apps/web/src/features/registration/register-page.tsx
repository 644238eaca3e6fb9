import { Button, Stack } from '@mantine/core';
import { primaryPlayerOf } from '@courtside/shared/players/primary-player';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useAllLeagues, useMyLeagues, useMyPlayers } from './api';
import { NoPrimaryPlayer } from './no-primary-player';
import { REGISTER_MESSAGES, openLeagues, registeredLeagueIds } from './registration-choices';
import { RegistrationForm } from './registration-form';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';

export function RegisterPage() {
  const leagues = useAllLeagues();
  const myLeagues = useMyLeagues();
  const players = useMyPlayers();
  const queries = [leagues, myLeagues, players];
  const failed = queries.filter((query) => query.isError);
  const lastFailure = Math.max(...queries.map((query) => query.errorUpdatedAt));
  useLoadErrorToast(failed[0]?.error ?? null, lastFailure, () => REGISTER_MESSAGES.loadFailed);

  let content;
  if (failed.length > 0) {
    content = (
      <Stack gap="sm" align="flex-start">
        <ErrorAlert title={REGISTER_MESSAGES.loadFailed}>{failed[0]?.error?.message}</ErrorAlert>
        <Button
          variant="light"
          loading={failed.some((query) => query.isFetching)}
          onClick={() => failed.forEach((query) => void query.refetch())}
        >
          Try Again
        </Button>
      </Stack>
    );
  } else if (!leagues.data || !myLeagues.data || !players.data) {
    content = <PageLoader label="Loading leagues..." />;
  } else {
    const player = primaryPlayerOf(players.data);
    content = player ? (
      <RegistrationForm
        player={player}
        leagues={openLeagues(leagues.data)}
        registered={registeredLeagueIds(myLeagues.data)}
      />
    ) : (
      <NoPrimaryPlayer />
    );
  }

  return (
    <>
      <PageHeader
        title="Register for a League"
        description="Choose a league that is open for registration. You play in it with your own player profile."
      />
      {content}
    </>
  );
}
