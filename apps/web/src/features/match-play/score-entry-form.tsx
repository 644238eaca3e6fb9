import { useMemo } from 'react';
import { Button, Fieldset, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { submitScoresRequest } from '@courtside/shared/schemas/matches';
import { validateScore, type SetScore } from '@courtside/shared/tennis/index';
import { ErrorAlert } from '@/components/error-alert';
import { validateWith } from '@/lib/form-validation';
import { GameCounter } from './game-counter';
import {
  emptyGrid,
  scoreRequestOf,
  withGames,
  type GamesGrid,
  type OutcomeOption,
  type ScoreFormValues,
} from './score-form-values';

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

/** The request schema checks only that sets and status are there; what makes a score valid is the next rule's. */
const checkRequest = validateWith(submitScoresRequest, { toRequest: scoreRequestOf });

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
  const form = useForm<ScoreFormValues>({
    initialValues: { grid: initialGrid ?? emptyGrid(), status: initialOutcome ?? outcomes[0]?.value ?? 'normal' },
    validate: (values) => {
      const errors = checkRequest(values);
      // No shared schema judges a tennis score: the shared validator does, for the server too (ADR 010).
      const score = validateScore(scoreRequestOf(values));
      if (!score.valid) errors.grid = score.errors[0];
      return errors;
    },
  });
  const { grid, status } = form.values;
  // Checked on every change, not only on submit: the list of problems follows each tap.
  const validation = useMemo(() => validateScore(scoreRequestOf({ grid, status })), [grid, status]);
  const attempted = form.isTouched('grid') || Object.keys(form.errors).length > 0;
  const showErrors = attempted && validation.errors.length > 0;

  const change = (setIndex: number, sideIndex: 0 | 1, games: number) =>
    form.setFieldValue('grid', (current: GamesGrid) => withGames(current, setIndex, sideIndex, games));

  const handleSubmit = () => {
    // Enter in a counter submits too, also while the last score is on its way.
    if (pending) return;
    // validation.sets holds only the sets that were played, renumbered 1..n.
    onSubmit({ sets: validation.sets, status });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Enter the games each player won in every set played; leave unplayed sets at 0-0.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
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
        </SimpleGrid>
        <Radio.Group label="Outcome" {...form.getInputProps('status')}>
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
