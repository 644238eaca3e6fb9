import { Radio, Stack, Text } from '@mantine/core';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';

export type PairEntry = 'partner' | 'alone';

export const PAIR_ENTRY_LABELS = {
  partner: 'Register with a partner',
  alone: 'Register and find a partner later',
} as const;

/** A doubles league is entered as a pair (issue 37): name a partner now, or register alone to be paired later. */
export function PairEntryChoice({
  league,
  value,
  onChange,
}: {
  league: LeagueDto;
  value: PairEntry;
  onChange: (entry: PairEntry) => void;
}) {
  return (
    <Radio.Group
      label={`${league.name} is played in pairs`}
      description="Register with your partner, or register now and be paired later by the organizer."
      value={value}
      onChange={(next) => onChange(next === 'partner' ? 'partner' : 'alone')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="partner" label={PAIR_ENTRY_LABELS.partner} />
        <Radio value="alone" label={PAIR_ENTRY_LABELS.alone} />
      </Stack>
      <Text size="sm" c="dimmed" mt="xs">
        A place in this league is one pair.
      </Text>
    </Radio.Group>
  );
}
