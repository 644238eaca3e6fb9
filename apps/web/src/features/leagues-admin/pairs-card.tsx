import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
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

interface ChangePartnerValues {
  partnerId: string;
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const find = (id: string) => unpaired.find((member) => String(member.player_id) === id);
  const form = useForm<ChangePartnerValues>({
    initialValues: { partnerId: '' },
    validate: {
      partnerId: (id) => {
        const partner = find(id);
        if (!partner) return PAIRS_CARD_MESSAGES.choosePlayer;
        return pairGenderRefusal(league.league_type, pair.anchor.gender, partner.gender);
      },
    },
  });

  const submit = ({ partnerId }: ChangePartnerValues) => {
    setRefusal(null);
    change.mutate(
      { pair_id: pair.id, partner_player_id: Number(partnerId) },
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
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="xs">
        <NativeSelect
          label={`New partner for ${pair.anchor.first_name} ${pair.anchor.last_name}`}
          data={optionsOf(unpaired)}
          maw={360}
          {...form.getInputProps('partnerId')}
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

interface PairPlayersValues {
  firstId: string;
  secondId: string;
}

function PairPlayersForm({ league, unpaired }: { league: LeagueDto; unpaired: readonly PairMemberDto[] }) {
  const create = useCreatePair();
  const [refusal, setRefusal] = useState<string | null>(null);
  const find = (id: string) => unpaired.find((member) => String(member.player_id) === id);
  const form = useForm<PairPlayersValues>({
    initialValues: { firstId: '', secondId: '' },
    validate: {
      firstId: (id) => (find(id) ? null : PAIRS_CARD_MESSAGES.choosePlayer),
      secondId: (id, values) => {
        const [first, second] = [find(values.firstId), find(id)];
        if (!second) return PAIRS_CARD_MESSAGES.choosePlayer;
        if (!first) return null;
        if (first.player_id === second.player_id) return PAIRS_CARD_MESSAGES.samePlayer;
        return pairGenderRefusal(league.league_type, first.gender, second.gender);
      },
    },
  });

  const submit = ({ firstId, secondId }: PairPlayersValues) => {
    setRefusal(null);
    create.mutate(
      { league_id: league.id, anchor_player_id: Number(firstId), partner_player_id: Number(secondId) },
      {
        onSuccess: () => {
          notifySuccess(PAIRS_CARD_MESSAGES.paired);
          form.reset();
        },
        onError: (failure) => {
          notifyError(PAIRS_CARD_MESSAGES.pairFailed);
          setRefusal(refusalMessage(failure, PAIRS_CARD_MESSAGES.pairFailed));
        },
      },
    );
  };

  return (
    <form noValidate aria-labelledby="pair-players-title" onSubmit={form.onSubmit(submit)}>
      <Title order={4} id="pair-players-title" mb="xs">
        Pair players
      </Title>
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <NativeSelect label="First player" data={optionsOf(unpaired)} miw={200} {...form.getInputProps('firstId')} />
          <NativeSelect label="Partner" data={optionsOf(unpaired)} miw={200} {...form.getInputProps('secondId')} />
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
