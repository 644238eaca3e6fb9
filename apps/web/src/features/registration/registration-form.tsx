import { useState } from 'react';
import { Alert, Anchor, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { missingProfileFields } from '@courtside/shared/players/profile-completeness';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { PlayerDto } from '@courtside/shared/schemas/players';
import { playsAsPairs } from '@courtside/shared/league/pairs';
import type { PairDto } from '@courtside/shared/schemas/pairs';
import { ErrorAlert } from '@/components/error-alert';
import { PendingPairInvitations } from '@/components/pending-pair-invitations';
import { recordLeagueJoined } from '@/lib/analytics-events';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useRegisterPlayer } from './api';
import { CompleteProfileModal } from './complete-profile-modal';
import { LeagueChoiceCard } from './league-choice-card';
import { PairEntryChoice, type PairEntry } from './pair-entry-choice';
import { PartnerInviteForm } from '@/components/partner-invite-dialog';
import { REGISTER_MESSAGES, registerButtonLabel } from './registration-choices';
import { validateRegistration, type RegistrationValues } from './registration-validation';

interface RegistrationFormProps {
  /** The user's primary player: the one that registers (accounts-and-admin section 6). */
  player: PlayerDto;
  /** Leagues open for registration. */
  leagues: readonly LeagueDto[];
  registered: ReadonlySet<number>;
}

export function RegistrationForm({ player, leagues, registered }: RegistrationFormProps) {
  const navigate = useNavigate();
  const register = useRegisterPlayer();
  const form = useForm<RegistrationValues>({
    initialValues: { league_id: '' },
    validate: validateRegistration(player.id, leagues),
  });
  /** The server's reason for the last refusal, shown beside the button until the choice changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [joined, setJoined] = useState<LeagueDto | null>(null);
  /** How the player enters a doubles league: with a partner named now, or alone to be paired later. */
  const [entry, setEntry] = useState<PairEntry>('alone');
  const [invited, setInvited] = useState<PairDto | null>(null);
  // The server does not check the profile (it only needs the player), so the page holds the line.
  const missing = missingProfileFields(player);

  const selected = leagues.find((league) => String(league.id) === form.values.league_id);
  const selectedIsRegistered = selected !== undefined && registered.has(selected.id);
  const inPairs = selected !== undefined && playsAsPairs(selected.league_type) && !selectedIsRegistered;
  const withPartner = inPairs && entry === 'partner' && missing.length === 0;

  const choose = (leagueId: string) => {
    form.setFieldValue('league_id', leagueId);
    setRefusal(null);
    setInvited(null);
  };

  const submit = () => {
    if (!selected || selectedIsRegistered || withPartner || missing.length > 0) return;
    setRefusal(null);
    register.mutate(
      { playerId: player.id, league: selected },
      {
        onSuccess: () => {
          notifySuccess(REGISTER_MESSAGES.registered);
          recordLeagueJoined(selected.id);
          setJoined(selected);
        },
        onError: (error) => {
          notifyError(REGISTER_MESSAGES.registrationFailed);
          setRefusal(errorMessage(error));
        },
      },
    );
  };

  const profileCheck = (
    <CompleteProfileModal
      opened={missing.length > 0}
      missing={missing}
      onGoToProfile={() => void navigate(paths.profile)}
      onCancel={() => void navigate(paths.dashboard)}
    />
  );

  if (leagues.length === 0) {
    return (
      <>
        <Text>{REGISTER_MESSAGES.noOpenLeagues}</Text>
        {profileCheck}
      </>
    );
  }

  // Roving focus: Tab reaches the selected card (or the first); the arrow keys move between cards.
  const focusableId = selected ? selected.id : leagues[0]?.id;

  return (
    <>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="lg">
          <Radio.Group
            label="Leagues open for registration"
            description="Select one league."
            {...form.getInputProps('league_id')}
            onChange={choose}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="sm">
              {leagues.map((league) => (
                <LeagueChoiceCard
                  key={league.id}
                  league={league}
                  registered={registered.has(league.id)}
                  focusable={league.id === focusableId}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
          {inPairs && selected ? <PairEntryChoice league={selected} value={entry} onChange={setEntry} /> : null}
          {refusal ? <ErrorAlert title={REGISTER_MESSAGES.registrationFailed}>{refusal}</ErrorAlert> : null}
          {joined && registered.has(joined.id) ? (
            <Alert color="court" variant="light" role="status">
              You are registered for {joined.name}.{' '}
              <Anchor component={Link} to={paths.myLeagues}>
                See My Leagues
              </Anchor>
            </Alert>
          ) : null}
          {withPartner ? null : (
            <Group>
              <Button type="submit" size="md" disabled={selectedIsRegistered} loading={register.isPending}>
                {registerButtonLabel(selected, registered)}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {/* Its own form (forms do not nest): the partner's email is checked and sent on its own. */}
      {withPartner && selected ? (
        <PartnerInviteForm
          league={selected}
          playerId={player.id}
          registers
          onInvited={(pair) => {
            recordLeagueJoined(selected.id);
            setInvited(pair);
          }}
        />
      ) : null}
      {invited ? (
        <Stack gap="sm" mt="lg">
          <Alert color="court" variant="light" role="status">
            You are registered for {invited.league_name}. Your pair is complete once {invited.partner.first_name}{' '}
            {invited.partner.last_name} accepts.{' '}
            <Anchor component={Link} to={paths.myLeagues}>
              See My Leagues
            </Anchor>
          </Alert>
          <PendingPairInvitations leagueId={invited.league_id} />
        </Stack>
      ) : null}
      {profileCheck}
    </>
  );
}
