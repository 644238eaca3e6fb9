import type { KeyboardEvent } from 'react';
import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_GAMES, clampGames } from '@courtside/shared/tennis/index';
import { typedGames } from './score-form-values';

/** Touch targets of at least 44 by 44 px (WCAG 2.5.5): scores are entered on a phone at the court. */
const TARGET = 44;

/**
 * One side's games in one set: '−', the number (which can also be typed) and '+'. Every value goes through
 * clampGames, so the counter never holds anything outside 0..max (7 games unless the league's format allows
 * more: 9 in a pro set, a match tiebreak's points). `label` names the number, e.g. 'Set 1, Alice Smith games';
 * the buttons repeat it so each is clear out of context.
 */
export function GameCounter({
  label,
  value,
  onChange,
  max = MAX_GAMES,
}: {
  label: string;
  value: number;
  onChange: (games: number) => void;
  max?: number;
}) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The arrow keys step like a spin button, for keyboards and switch access.
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onChange(clampGames(value + (event.key === 'ArrowUp' ? 1 : -1), max));
    }
  };

  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        size={TARGET}
        variant="default"
        aria-label={`Decrease ${label}`}
        onClick={() => onChange(clampGames(value - 1, max))}
      >
        <IconMinus size={20} aria-hidden="true" />
      </ActionIcon>
      <TextInput
        aria-label={label}
        value={String(value)}
        inputMode="numeric"
        autoComplete="off"
        w={52}
        styles={{ input: { height: TARGET, textAlign: 'center', fontSize: 'var(--mantine-font-size-xl)' } }}
        // Selecting the number on focus lets a tap and one digit replace it.
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={handleKeyDown}
        onChange={(event) => onChange(typedGames(value, event.currentTarget.value, max))}
      />
      <ActionIcon
        size={TARGET}
        variant="default"
        aria-label={`Increase ${label}`}
        onClick={() => onChange(clampGames(value + 1, max))}
      >
        <IconPlus size={20} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
