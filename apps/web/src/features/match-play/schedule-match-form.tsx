import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { MatchDto } from '@courtside/shared/schemas/matches';
import { ErrorAlert } from '@/components/error-alert';
import { useLocations } from './api';
import { localInputToIso, toLocalInputValue } from './match-time';
import { viewerTimeZone } from '@/lib/viewer-time-zone';

export const DATETIME_REQUIRED_MESSAGE = 'Please choose the date and time of the match.';
export const SCHEDULE_FAILED_MESSAGE = 'Failed to schedule match';
/** The choice for a match whose court is not settled yet. */
const NO_LOCATION = '';

export interface ScheduleValues {
  match_datetime: string;
  location_id: number | null;
}

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
  const [when, setWhen] = useState(() => toLocalInputValue(match.match_datetime));
  const [locationId, setLocationId] = useState(match.location_id === null ? NO_LOCATION : String(match.location_id));
  const [error, setError] = useState<string | undefined>();

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

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const instant = localInputToIso(when);
    if (instant === null) {
      setError(DATETIME_REQUIRED_MESSAGE);
      return;
    }
    setError(undefined);
    onSubmit({ match_datetime: instant, location_id: locationId === NO_LOCATION ? null : Number(locationId) });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Date and time"
          description={`In your time zone (${viewerTimeZone()}).`}
          type="datetime-local"
          required
          value={when}
          onChange={(event) => {
            setWhen(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <NativeSelect
          label="Location"
          description={
            locations.isError ? 'The list of locations could not be loaded; you can set one later.' : undefined
          }
          data={options}
          value={locationId}
          onChange={(event) => setLocationId(event.currentTarget.value)}
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
