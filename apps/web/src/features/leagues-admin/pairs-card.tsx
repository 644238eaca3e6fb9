import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { isBeforePlay } from '@courtside/shared/league/league-status';
import { entryName, pairGenderRefusal } from '@courtside/shared/league/pairs';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { PairDto, PairMemberDto, PairsListResponse } from '@courtside/shared/schemas/pairs';
import { ErrorAlert } from '@/components/error-alert';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePartner, useCreatePair } from '@/lib/pair-queries';
import { refusalMessage } from './refusal-message';

export const PAIRS_CARD_MESSAGES = {
  paired: 'Players paired!',
  pairFailed: 'Failed to pair the players',
  partnerChanged: 'Partner changed!',
  changeFailed: 'Failed to change the partner',
  samePlayer: 'Choose two different players.',
  choosePlayer: 'Choose a player.',
  noPairs: 'No pairs yet.',
  nobodyAlone: 'Every registered player has a partner.',
  afterStart: 'Partners can be changed only before the league starts.',
} as const;

const fullName = (member: PairMemberDto) => `${member.first_name} ${member.last_name}`;
const optionsOf = (members: readonly PairMemberDto[]) => [
  { value: '', label: 'Choose a player' },
  ...members.map((member) => ({ value: String(member.player_id), label: fullName(member) })),
];

/**
 * A doubles league's pairs for its managers (issue 37): complete and invited pairs, the players looking for a
 * partner, pairing two of them, and giving a pair another partner before the league starts (ADR 078).
 */
export function PairsCard({ league, pairs }: { league: LeagueDto; pairs: PairsListResponse }) {
  const changeable = isBeforePlay(league.league_status);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="league-pairs-title">
      <Title order={3} id="league-pairs-title" mb="xs">
        Pairs
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A pair plays once both partners accepted. Only complete pairs are placed in divisions.
      </Text>
      <Stack gap="lg">
        {pairs.pairs.length === 0 ? (
          <Text c="dimmed">{PAIRS_CARD_MESSAGES.noPairs}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Pairs">
            {pairs.pairs.map((pair) => (
              <PairRow key={pair.id} league={league} pair={pair} unpaired={pairs.unpaired} changeable={changeable} />
            ))}
          </Stack>
        )}
        {changeable ? null : <Text size="sm">{PAIRS_CARD_MESSAGES.afterStart}</Text>}
        <div>
          <Title order={4} mb="xs">
            Looking for a partner
          </Title>
          {pairs.unpaired.length === 0 ? (
            <Text c="dimmed">{PAIRS_CARD_MESSAGES.nobodyAlone}</Text>
          ) : (
            <Text>{pairs.unpaired.map(fullName).join(', ')}</Text>
          )}
        </div>
        {changeable && pairs.unpaired.length >= 2 ? (
          <PairPlayersForm league={league} unpaired={pairs.unpaired} />
        ) : null}
      </Stack>
    </Card>
  );
}

function PairRow({
  league,
  pair,
  unpaired,
  changeable,
}: {
  league: LeagueDto;
  pair: PairDto;
  unpaired: readonly PairMemberDto[];
  changeable: boolean;
}) {
  const [changing, setChanging] = useState(false);
  const name = entryName(pair.anchor, pair.partner);
  return (
    <li>
      <Stack gap="xs">
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {pair.status === 'invited' ? (
              <Badge variant="light" color="yellow">
                Invited
              </Badge>
            ) : (
              <Badge variant="light" color="court">
                Complete
              </Badge>
            )}
          </Group>
          {changeable && unpaired.length > 0 && !changing ? (
            <Button
              size="sm"
              variant="light"
              aria-label={`Change partner of ${name}`}
              onClick={() => setChanging(true)}
            >
              Change partner
            </Button>
          ) : null}
        </Group>
        {changing ? (
          <ChangePartnerForm league={league} pair={pair} unpaired={unpaired} onDone={() => setChanging(false)} />
        ) : null}
      </Stack>
    </li>
  );
}

function ChangePartnerForm({
  league,
  pair,
  unpaired,
  onDone,
}: {
  league: LeagueDto;
  pair: PairDto;
  unpaired: readonly PairMemberDto[];
  onDone: () => void;
}) {
  const change = useChangePartner();
  const [partnerId, setPartnerId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = () => {
    setRefusal(null);
    const partner = unpaired.find((member) => String(member.player_id) === partnerId);
    if (!partner) return setError(PAIRS_CARD_MESSAGES.choosePlayer);
    const mixed = pairGenderRefusal(league.league_type, pair.anchor.gender, partner.gender);
    if (mixed) return setError(mixed);
    change.mutate(
      { pair_id: pair.id, partner_player_id: partner.player_id },
      {
        onSuccess: () => {
          notifySuccess(PAIRS_CARD_MESSAGES.partnerChanged);
          onDone();
        },
        onError: (failure) => {
          notifyError(PAIRS_CARD_MESSAGES.changeFailed);
          setRefusal(refusalMessage(failure, PAIRS_CARD_MESSAGES.changeFailed));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <NativeSelect
          label={`New partner for ${pair.anchor.first_name} ${pair.anchor.last_name}`}
          data={optionsOf(unpaired)}
          value={partnerId}
          error={error}
          onChange={(event) => {
            setPartnerId(event.currentTarget.value);
            setError(null);
          }}
          maw={360}
        />
        {refusal ? <ErrorAlert title={PAIRS_CARD_MESSAGES.changeFailed}>{refusal}</ErrorAlert> : null}
        <Group gap="sm">
          <Button type="submit" size="md" loading={change.isPending}>
            Save Partner
          </Button>
          <Button size="md" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PairPlayersForm({ league, unpaired }: { league: LeagueDto; unpaired: readonly PairMemberDto[] }) {
  const create = useCreatePair();
  const [firstId, setFirstId] = useState('');
  const [secondId, setSecondId] = useState('');
  const [errors, setErrors] = useState<{ first?: string; second?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const find = (id: string) => unpaired.find((member) => String(member.player_id) === id);

  const submit = () => {
    setRefusal(null);
    const first = find(firstId);
    const second = find(secondId);
    const next: { first?: string; second?: string } = {};
    if (!first) next.first = PAIRS_CARD_MESSAGES.choosePlayer;
    if (!second) next.second = PAIRS_CARD_MESSAGES.choosePlayer;
    else if (first && first.player_id === second.player_id) next.second = PAIRS_CARD_MESSAGES.samePlayer;
    else if (first) {
      const mixed = pairGenderRefusal(league.league_type, first.gender, second.gender);
      if (mixed) next.second = mixed;
    }
    setErrors(next);
    if (!first || !second || next.first || next.second) return;
    create.mutate(
      { league_id: league.id, anchor_player_id: first.player_id, partner_player_id: second.player_id },
      {
        onSuccess: () => {
          notifySuccess(PAIRS_CARD_MESSAGES.paired);
          setFirstId('');
          setSecondId('');
        },
        onError: (failure) => {
          notifyError(PAIRS_CARD_MESSAGES.pairFailed);
          setRefusal(refusalMessage(failure, PAIRS_CARD_MESSAGES.pairFailed));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby="pair-players-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Title order={4} id="pair-players-title" mb="xs">
        Pair players
      </Title>
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <NativeSelect
            label="First player"
            data={optionsOf(unpaired)}
            value={firstId}
            error={errors.first}
            onChange={(event) => {
              setFirstId(event.currentTarget.value);
              setErrors({});
            }}
            miw={200}
          />
          <NativeSelect
            label="Partner"
            data={optionsOf(unpaired)}
            value={secondId}
            error={errors.second}
            onChange={(event) => {
              setSecondId(event.currentTarget.value);
              setErrors({});
            }}
            miw={200}
          />
        </Group>
        {refusal ? <ErrorAlert title={PAIRS_CARD_MESSAGES.pairFailed}>{refusal}</ErrorAlert> : null}
        <Group>
          <Button type="submit" size="md" loading={create.isPending}>
            Pair Players
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
