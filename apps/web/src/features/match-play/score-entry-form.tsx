import { useMemo } from 'react';
import { Button, Fieldset, Group, List, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { submitScoresRequest } from '@courtside/shared/schemas/matches';
import {
  DEFAULT_SCORING_FORMAT,
  formatRules,
  isMatchTiebreakSet,
  validateScore,
  type ScoringFormat,
  type SetScore,
} from '@courtside/shared/tennis/index';
import { ErrorAlert } from '@/components/error-alert';
import { validateWith } from '@/lib/form-validation';
import { GameCounter } from './game-counter';
import {
  emptyGrid,
  maxForRow,
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
  /** The league's format (ADR 071): how many sets there are, their limits and the rules they are checked by. */
  scoringFormat?: ScoringFormat;
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
  scoringFormat = DEFAULT_SCORING_FORMAT,
  outcomes,
  initialGrid,
  initialOutcome,
  submitLabel,
  pending,
  failure,
  onSubmit,
}: ScoreEntryFormProps) {
  const form = useForm<ScoreFormValues>({
    initialValues: {
      grid: initialGrid ?? emptyGrid(scoringFormat),
      status: initialOutcome ?? outcomes[0]?.value ?? 'normal',
    },
    validate: (values) => {
      const errors = checkRequest(values);
      // No shared schema judges a tennis score: the shared validator does, for the server too (ADR 010).
      const score = validateScore(scoreRequestOf(values), scoringFormat);
      if (!score.valid) errors.grid = score.errors[0];
      return errors;
    },
  });
  const { grid, status } = form.values;
  // Checked on every change, not only on submit: the list of problems follows each tap.
  const validation = useMemo(
    () => validateScore(scoreRequestOf({ grid, status }), scoringFormat),
    [grid, status, scoringFormat],
  );
  const rules = formatRules(scoringFormat);
  const attempted = form.isTouched('grid') || Object.keys(form.errors).length > 0;
  const showErrors = attempted && validation.errors.length > 0;

  const change = (setIndex: number, sideIndex: 0 | 1, games: number) =>
    form.setFieldValue('grid', (current: GamesGrid) =>
      withGames(current, setIndex, sideIndex, games, maxForRow(scoringFormat, setIndex)),
    );

  const handleSubmit = () => {
    // Enter in a counter submits too, also while the last score is on its way.
    if (pending) return;
    // validation.sets holds only the sets that were played, renumbered 1..n.
    onSubmit({ sets: validation.sets, status });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={600}>{rules.scoreFormNote}</Text>
          <Text size="sm" c="dimmed">
            {rules.maxSets === 1
              ? 'Enter the games each player won in the set.'
              : 'Enter the games each player won in every set played; leave unplayed sets at 0-0.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: rules.maxSets }} spacing="md">
          {grid.map(([home, away], setIndex) => {
            const tiebreak = isMatchTiebreakSet(rules, setIndex);
            const setLabel = `Set ${setIndex + 1}`;
            const legend = tiebreak ? `${setLabel}: match tiebreak` : setLabel;
            const unit = tiebreak ? 'points' : 'games';
            const max = maxForRow(scoringFormat, setIndex);
            return (
              <Fieldset key={setLabel} legend={legend} variant="filled">
                <Stack gap="xs">
                  <CounterRow
                    name={homeName}
                    label={`${setLabel}, ${homeName} ${unit}`}
                    value={home}
                    max={max}
                    onChange={(games) => change(setIndex, 0, games)}
                  />
                  <CounterRow
                    name={awayName}
                    label={`${setLabel}, ${awayName} ${unit}`}
                    value={away}
                    max={max}
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
  max,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  max: number;
  onChange: (games: number) => void;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      {/* The counter's own name says whose games these are; this is the same words for the eye. */}
      <Text aria-hidden="true" fw={500} truncate="end" title={name} style={{ minWidth: 0 }}>
        {name}
      </Text>
      <GameCounter label={label} value={value} max={max} onChange={onChange} />
    </Group>
  );
}
