import { useEffect, useId, useState } from 'react';
import { Button, Chip, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useNavigate } from 'react-router';
import {
  WEEKDAYS,
  availabilityEndOptions,
  availabilityStartOptions,
  type Weekday,
} from '@courtside/shared/availability/index';
import type { MyLeagueEntry } from '@courtside/shared/schemas/leagues';
import { ErrorAlert } from '@/components/error-alert';
import { isApiError } from '@/lib/api-client';
import { AVAILABILITY_ADDED_STATE } from '@/lib/availability-added';
import { useAddAvailability } from '@/lib/availability-queries';
import { errorMessage } from '@/lib/error-message';
import { useMyDivisionOf } from '@/lib/league-queries';
import { notifyError, notifySuccess } from '@/lib/notify';
import { formatTimeOfDay } from '@/lib/locale-time';
import { paths } from '@/lib/paths';
import { buildAvailabilitySlot, todayIn, weekdayOf, type AvailabilityFormValues } from './availability-form-values';
import { availabilityFormErrors, slotInDivision } from './availability-form-check';

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

/**
 * Half-hour steps from 06:00 to 22:00, as the proposal form and the calendar offer them (issue 36; the spec's
 * add form was hourly), written on the reader's clock. The value stays 'HH:mm' whatever the label says.
 */
const timeOptions = (placeholder: string, times: string[]) => [
  { value: '', label: placeholder },
  ...times.map((time) => ({ value: time, label: formatTimeOfDay(time) })),
];

/** A refusal names its reason; anything else (server fault, no connection) is unexpected. */
const failureTitle = (error: Error) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? ADD_FAILED_MESSAGE : ADD_ERROR_MESSAGE;

/** The one message the form shows, in the alert above Add Availability: the first problem, or the server's answer. */
function failureOf(errors: FormErrors, addError: Error | null): { title: string; message: string | null } | null {
  const problem = Object.values(errors).find((message) => typeof message === 'string');
  if (typeof problem === 'string') return { title: problem, message: null };
  return addError ? { title: failureTitle(addError), message: errorMessage(addError) } : null;
}

/** The date, the start and end times, an optional weekly repeat and, without a route league, the league. */
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
  const form = useForm<AvailabilityFormValues>({
    initialValues: {
      leagueId: routeLeagueId ?? singleLeague,
      date: '',
      startTime: '',
      endTime: '',
      repeatWeekly: false,
      weekdays: [],
      until: '',
    },
    // Run at submit, when `division` below is the chosen league's.
    validate: (values) => availabilityFormErrors(values, { zone, divisionId: division.data?.division_id }),
  });
  const { values } = form;
  const division = useMyDivisionOf(values.leagueId);
  // The league whose availability the form moves on to, once the slot is added.
  const [addedTo, setAddedTo] = useState<number | null>(null);
  const redirecting = addedTo !== null;
  useEffect(() => {
    if (addedTo === null) return;
    const timer = setTimeout(
      () => void navigate(paths.leagueAvailability(addedTo), { state: AVAILABILITY_ADDED_STATE }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [addedTo, navigate]);
  const today = todayIn(zone);
  // Asked once per form: the reader's clock does not change while it is open.
  const [{ startOptions, endOptions }] = useState(() => ({
    startOptions: timeOptions('Select a start time', availabilityStartOptions()),
    endOptions: timeOptions('Select an end time', availabilityEndOptions()),
  }));
  const weekdaysLabelId = useId();
  const failure = failureOf(form.errors, add.error);

  // A field is only marked: its message, often about several fields at once ('Please fill in all fields'), is
  // said once, in the alert.
  const inputProps = (field: keyof AvailabilityFormValues) => ({
    ...form.getInputProps(field, { withError: false }),
    error: form.errors[field] !== undefined,
  });

  const handleSubmit = (submitted: AvailabilityFormValues) => {
    if (add.isPending || redirecting) return;
    // Checked already by validate; built again for the request it passed.
    const built = buildAvailabilitySlot(submitted, { zone });
    const divisionId = division.data?.division_id;
    if (!built.ok || divisionId === undefined) return;
    add.mutate(slotInDivision(built.slot, divisionId), {
      onSuccess: () => {
        notifySuccess(AVAILABILITY_ADDED_MESSAGE);
        setAddedTo(built.leagueId);
      },
      onError: (error) => notifyError(failureTitle(error)),
    });
  };

  const toggleRepeat = (on: boolean) => {
    const firstDay = weekdayOf(values.date);
    form.setFieldValue('repeatWeekly', on);
    if (on && values.weekdays.length === 0 && firstDay) form.setFieldValue('weekdays', [firstDay]);
    form.clearFieldError('weekdays');
    form.clearFieldError('until');
  };

  return (
    // A refused attempt's answer goes once the form finds a problem of its own, so that it does not come back
    // when that problem is corrected.
    <form onSubmit={form.onSubmit(handleSubmit, () => add.reset())} noValidate aria-label="Add availability">
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
              form.setFieldValue('leagueId', value === '' ? null : Number(value));
            }}
            error={form.errors.leagueId !== undefined}
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
        <TextInput label="Date" type="date" required min={today} {...inputProps('date')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect label="Start time" required data={startOptions} {...inputProps('startTime')} />
          <NativeSelect label="End time" required data={endOptions} {...inputProps('endTime')} />
        </SimpleGrid>
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
              <Chip.Group
                multiple
                value={values.weekdays}
                onChange={(days) => form.setFieldValue('weekdays', days as Weekday[])}
              >
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
              {...inputProps('until')}
            />
            <Text size="sm" c="dimmed">
              The first time is on the date above; it then repeats on the chosen days at the same time.
            </Text>
          </Stack>
        ) : null}
        {failure ? <ErrorAlert title={failure.title}>{failure.message}</ErrorAlert> : null}
        <Group>
          <Button type="submit" size="md" loading={add.isPending || redirecting}>
            Add Availability
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
