import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Chip, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { WEEKDAYS, hourlyTimeOptions, type Weekday } from '@courtside/shared/availability/index';
import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { ErrorAlert } from '@/components/error-alert';
import { isApiError } from '@/lib/api-client';
import { useAddAvailability } from '@/lib/availability-queries';
import { errorMessage } from '@/lib/error-message';
import { useMyDivisionOf } from '@/lib/league-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { ColumnGrid } from '@/components/column-grid';
import {
  buildAvailabilitySlot,
  todayIn,
  weekdayOf,
  type AvailabilityFormField,
  type AvailabilityFormValues,
} from './availability-form-values';

/** league-play section 8, word for word (the add form's own success message). */
export const AVAILABILITY_ADDED_MESSAGE = 'Availability added successfully!';
export const ADD_FAILED_MESSAGE = 'Failed to add availability';
export const ADD_ERROR_MESSAGE = 'An error occurred while adding availability';
/** league-play section 9: the form moves on to the league's availability 1.5 s after success. */
export const REDIRECT_DELAY_MS = 1500;
export const LOADING_DIVISION_NOTE = 'Loading your division...';

const WEEKDAY_LABELS: Record<Weekday, { short: string; long: string }> = {
  MO: { short: 'Mon', long: 'Monday' },
  TU: { short: 'Tue', long: 'Tuesday' },
  WE: { short: 'Wed', long: 'Wednesday' },
  TH: { short: 'Thu', long: 'Thursday' },
  FR: { short: 'Fri', long: 'Friday' },
  SA: { short: 'Sat', long: 'Saturday' },
  SU: { short: 'Sun', long: 'Sunday' },
};

const timeOptions = (placeholder: string) => [
  { value: '', label: placeholder },
  ...hourlyTimeOptions().map((time) => ({ value: time, label: time })),
];
const START_OPTIONS = timeOptions('Select a start time');
const END_OPTIONS = timeOptions('Select an end time');

type Failure = { title: string; message: string };

/** The date, the hourly start and end times, an optional weekly repeat and, without a route league, the league. */
export function AddAvailabilityForm({
  routeLeagueId,
  leagues,
  zone,
}: {
  routeLeagueId: number | null;
  /** The leagues to choose from when the route names none. */
  leagues?: readonly MyLeagueEntry[];
  zone: string;
}) {
  const navigate = useNavigate();
  const add = useAddAvailability();
  const singleLeague = leagues?.length === 1 ? (leagues[0]?.league_id ?? null) : null;
  const [values, setValues] = useState<AvailabilityFormValues>({
    leagueId: routeLeagueId ?? singleLeague,
    date: '',
    startTime: '',
    endTime: '',
    repeatWeekly: false,
    weekdays: [],
    until: '',
  });
  const division = useMyDivisionOf(values.leagueId);
  const [invalid, setInvalid] = useState<AvailabilityFormField[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const today = todayIn(zone);
  const weekdaysLabelId = useId();

  const change = <K extends keyof AvailabilityFormValues>(field: K, value: AvailabilityFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => current.filter((name) => name !== field));
  };
  const isInvalid = (field: AvailabilityFormField) => invalid.includes(field);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending || redirecting) return;
    const built = buildAvailabilitySlot(values, { zone });
    if (!built.ok) {
      setInvalid(built.fields);
      setFailure({ title: built.message, message: '' });
      return;
    }
    // The slot is filed under the player's division, so the league's division info must be in first.
    if (division.data === undefined) {
      setInvalid([]);
      setFailure({ title: AVAILABILITY_MESSAGES.loadingLeague, message: '' });
      return;
    }
    const { leagueId } = built;
    const divisionId = division.data.division_id;
    setInvalid([]);
    setFailure(null);
    add.mutate(divisionId === null ? built.slot : { ...built.slot, division_id: divisionId }, {
      onSuccess: () => {
        notifySuccess(AVAILABILITY_ADDED_MESSAGE);
        setRedirecting(true);
        redirectTimer.current = setTimeout(() => void navigate(paths.leagueAvailability(leagueId)), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        // A refusal names its reason; anything else (server fault, no connection) is unexpected.
        const refused = isApiError(error) && error.status >= 400 && error.status < 500;
        const title = refused ? ADD_FAILED_MESSAGE : ADD_ERROR_MESSAGE;
        notifyError(title);
        setFailure({ title, message: errorMessage(error) });
      },
    });
  };

  const toggleRepeat = (on: boolean) => {
    const firstDay = weekdayOf(values.date);
    setValues((current) => ({
      ...current,
      repeatWeekly: on,
      weekdays: on && current.weekdays.length === 0 && firstDay ? [firstDay] : current.weekdays,
    }));
    setInvalid((current) => current.filter((name) => name !== 'weekdays' && name !== 'until'));
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add availability">
      <Stack gap="md" maw={520}>
        {leagues && routeLeagueId === null ? (
          <NativeSelect
            label="League"
            required
            data={[
              { value: '', label: 'Select a league' },
              ...leagues.map((league) => ({ value: String(league.league_id), label: league.league_name })),
            ]}
            value={values.leagueId === null ? '' : String(values.leagueId)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change('leagueId', value === '' ? null : Number(value));
            }}
            error={isInvalid('leagueId')}
          />
        ) : null}
        {division.isError && division.data === undefined ? (
          <ErrorAlert title="Unable to load league data.">{division.error.message}</ErrorAlert>
        ) : null}
        {division.isLoading ? (
          <Text size="sm" c="dimmed" role="status">
            {LOADING_DIVISION_NOTE}
          </Text>
        ) : null}
        <TextInput
          label="Date"
          type="date"
          required
          min={today}
          value={values.date}
          onChange={(event) => change('date', event.currentTarget.value)}
          error={isInvalid('date')}
        />
        <ColumnGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label="Start time"
            required
            data={START_OPTIONS}
            value={values.startTime}
            onChange={(event) => change('startTime', event.currentTarget.value)}
            error={isInvalid('startTime')}
          />
          <NativeSelect
            label="End time"
            required
            data={END_OPTIONS}
            value={values.endTime}
            onChange={(event) => change('endTime', event.currentTarget.value)}
            error={isInvalid('endTime')}
          />
        </ColumnGrid>
        <Switch
          label="Repeat weekly"
          checked={values.repeatWeekly}
          onChange={(event) => toggleRepeat(event.currentTarget.checked)}
        />
        {values.repeatWeekly ? (
          <Stack gap="sm">
            <Stack gap={6} role="group" aria-labelledby={weekdaysLabelId}>
              <Text size="sm" fw={500} id={weekdaysLabelId}>
                Repeat on
              </Text>
              <Chip.Group multiple value={values.weekdays} onChange={(days) => change('weekdays', days as Weekday[])}>
                <Group gap="xs">
                  {WEEKDAYS.map((code) => (
                    <Chip key={code} value={code} size="sm" aria-label={WEEKDAY_LABELS[code].long}>
                      {WEEKDAY_LABELS[code].short}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            <TextInput
              label="Until"
              description="The last day it may repeat on."
              type="date"
              required
              min={values.date || today}
              value={values.until}
              onChange={(event) => change('until', event.currentTarget.value)}
              error={isInvalid('until')}
            />
            <Text size="sm" c="dimmed">
              The first time is on the date above; it then repeats on the chosen days at the same time.
            </Text>
          </Stack>
        ) : null}
        {failure ? (
          <ErrorAlert title={failure.title}>{failure.message === '' ? null : failure.message}</ErrorAlert>
        ) : null}
        <Group>
          <Button type="submit" size="md" loading={add.isPending || redirecting}>
            Add Availability
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
