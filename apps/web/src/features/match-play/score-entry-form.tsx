import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Fieldset, Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { validateScore, type SetScore } from '@courtside/shared/tennis/index';
import { ErrorAlert } from '@/components/error-alert';
import { ColumnGrid } from '@/components/column-grid';
import { GameCounter } from './game-counter';
import { emptyGrid, setsFromGrid, withGames, type GamesGrid, type OutcomeOption } from './score-form-values';

export interface ScoreSubmission {
  sets: SetScore[];
  status: string;
}

export interface ScoreEntryFormProps {
  homeName: string;
  awayName: string;
  outcomes: readonly OutcomeOption[];
  initialGrid?: GamesGrid;
  initialOutcome?: string;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last attempt, shown under the form. */
  failure: { title: string; message: string } | null;
  onSubmit: (submission: ScoreSubmission) => void;
}

/**
 * The set counters, the outcome choice and the live check of league-play section 5 (the shared validator, so
 * the form and the server say the same). Messages wait until a counter is touched or the form is submitted:
 * a blank form is not a mistake yet.
 */
export function ScoreEntryForm({
  homeName,
  awayName,
  outcomes,
  initialGrid,
  initialOutcome,
  submitLabel,
  pending,
  failure,
  onSubmit,
}: ScoreEntryFormProps) {
  const [grid, setGrid] = useState<GamesGrid>(() => initialGrid ?? emptyGrid());
  const [outcome, setOutcome] = useState(initialOutcome ?? outcomes[0]?.value ?? 'normal');
  const [touched, setTouched] = useState(false);
  const validation = useMemo(() => validateScore({ sets: setsFromGrid(grid), status: outcome }), [grid, outcome]);
  const showErrors = touched && validation.errors.length > 0;

  const change = (setIndex: number, sideIndex: 0 | 1, games: number) => {
    setGrid((current) => withGames(current, setIndex, sideIndex, games));
    setTouched(true);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!validation.valid || pending) return;
    // validation.sets holds only the sets that were played, renumbered 1..n.
    onSubmit({ sets: validation.sets, status: outcome });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Enter the games each player won in every set played; leave unplayed sets at 0-0.
        </Text>
        <ColumnGrid cols={{ base: 1, md: 3 }} spacing="md">
          {grid.map(([home, away], setIndex) => {
            const setLabel = `Set ${setIndex + 1}`;
            return (
              <Fieldset key={setLabel} legend={setLabel} variant="filled">
                <Stack gap="xs">
                  <CounterRow
                    name={homeName}
                    label={`${setLabel}, ${homeName} games`}
                    value={home}
                    onChange={(games) => change(setIndex, 0, games)}
                  />
                  <CounterRow
                    name={awayName}
                    label={`${setLabel}, ${awayName} games`}
                    value={away}
                    onChange={(games) => change(setIndex, 1, games)}
                  />
                </Stack>
              </Fieldset>
            );
          })}
        </ColumnGrid>
        <Radio.Group label="Outcome" value={outcome} onChange={setOutcome}>
          <Group gap="lg" mt="xs">
            {outcomes.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        {/* Polite: a message appears or changes with each tap, and must not interrupt the next one. */}
        <div aria-live="polite">
          {showErrors ? (
            <List size="sm" spacing={4} c="var(--mantine-color-error)" aria-label="Problems with this score">
              {validation.errors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          ) : null}
          {validation.warnings.map((message) => (
            <Alert key={message} color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              {message}
            </Alert>
          ))}
        </div>
        {failure ? <ErrorAlert title={failure.title}>{failure.message}</ErrorAlert> : null}
        <Group>
          <Button type="submit" size="md" disabled={!validation.valid} loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CounterRow({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (games: number) => void;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      {/* The counter's own name says whose games these are; this is the same words for the eye. */}
      <Text aria-hidden="true" fw={500} truncate="end" title={name} style={{ minWidth: 0 }}>
        {name}
      </Text>
      <GameCounter label={label} value={value} onChange={onChange} />
    </Group>
  );
}
