import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { scheduleMatchRequest, type MatchDto } from '@courtside/shared/schemas/matches';
import { ErrorAlert } from '@/components/error-alert';
import { validateWith } from '@/lib/form-validation';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { useLocations } from './api';
import { localInputToIso, toLocalInputValue } from './match-time';

export const DATETIME_REQUIRED_MESSAGE = 'Please choose the date and time of the match.';
export const SCHEDULE_FAILED_MESSAGE = 'Failed to schedule match';
/** The choice for a match whose court is not settled yet. */
const NO_LOCATION = '';

export interface ScheduleValues {
  match_datetime: string;
  location_id: number | null;
}

/** The request's fields as the inputs hold them: a datetime-local value in the viewer's zone, a location's id. */
interface ScheduleFormValues {
  match_datetime: string;
  location_id: string;
}

const toSchedule = (values: ScheduleFormValues): ScheduleValues => ({
  // An unreadable time is passed on as typed, for the schema to refuse.
  match_datetime: localInputToIso(values.match_datetime) ?? values.match_datetime,
  location_id: values.location_id === NO_LOCATION ? null : Number(values.location_id),
});

/**
 * The date and time (a datetime-local input, in the viewer's zone) and the court. The time is sent as the
 * instant it means, in ISO form with its offset, so players in other zones see the same moment.
 */
export function ScheduleMatchForm({
  match,
  pending,
  failure,
  submitLabel,
  onSubmit,
}: {
  match: MatchDto;
  pending: boolean;
  failure: string | null;
  submitLabel: string;
  onSubmit: (values: ScheduleValues) => void;
}) {
  const locations = useLocations();
  const checkRequest = validateWith(scheduleMatchRequest, {
    toRequest: (values: ScheduleFormValues) => ({ match_id: match.id, ...toSchedule(values) }),
  });
  const form = useForm<ScheduleFormValues>({
    initialValues: {
      match_datetime: toLocalInputValue(match.match_datetime),
      location_id: match.location_id === null ? NO_LOCATION : String(match.location_id),
    },
    // A blank or half-typed time gets the form's own sentence rather than the schema's terse 'is required'.
    validate: (values) =>
      localInputToIso(values.match_datetime) === null
        ? { match_datetime: DATETIME_REQUIRED_MESSAGE }
        : checkRequest(values),
  });

  // The stored location stays choosable even when the list cannot be read, so saving does not drop it.
  const known = locations.data ?? [];
  const stored =
    match.location_id !== null && !known.some((location) => location.id === match.location_id)
      ? [{ value: String(match.location_id), label: match.location_name ?? 'Current location' }]
      : [];
  const options = [
    { value: NO_LOCATION, label: 'TBD (no location yet)' },
    ...stored,
    ...known.map((location) => ({ value: String(location.id), label: location.name })),
  ];

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(toSchedule(values)))} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Date and time"
          description={`In your time zone (${viewerTimeZone()}).`}
          type="datetime-local"
          required
          {...form.getInputProps('match_datetime')}
        />
        <NativeSelect
          label="Location"
          description={
            locations.isError ? 'The list of locations could not be loaded; you can set one later.' : undefined
          }
          data={options}
          {...form.getInputProps('location_id')}
        />
        {failure ? <ErrorAlert title={SCHEDULE_FAILED_MESSAGE}>{failure}</ErrorAlert> : null}
        <Group>
          <Button type="submit" size="md" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
