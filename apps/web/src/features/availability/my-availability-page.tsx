import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import type { AvailabilitySlotDto } from '@courtside/shared/schemas/availability';
import { confirmRowAction } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useMyLeagues } from '@/lib/account-queries';
import { useDeleteAvailability, useMyAvailability } from '@/lib/availability-queries';
import { viewerTimeZone } from '@/lib/viewer-time-zone';
import { notifyError, notifySuccess } from '@/lib/notify';
import { leagueIdFromParam, paths } from '@/lib/paths';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';
import { AvailabilityEntry } from './availability-entry';
import { LEAGUE_NOT_FOUND_MESSAGE, formatSlotRange, timeZoneNote } from './availability-text';
import classes from '@/components/card-list.module.css';
import { LoadFailure } from '@/components/load-failure';

/** league-play section 8, word for word. */
export const AVAILABILITY_DELETED_MESSAGE = 'Availability deleted successfully';
export const DELETE_FAILED_MESSAGE = 'Failed to delete availability';
export const LOAD_FAILED_MESSAGE = 'Failed to load availabilities';

const loadFailedToast = () => LOAD_FAILED_MESSAGE;
const byStart = (a: AvailabilitySlotDto, b: AvailabilitySlotDto) =>
  Date.parse(a.start_time) - Date.parse(b.start_time) || a.id - b.id;

/** My availability list (league-play section 2) at /availability (every league) and /leagues/{id}/availability/list. */
export function MyAvailabilityPage() {
  const param = useParams().leagueId;
  const routeLeagueId = leagueIdFromParam(param);
  const addPath = routeLeagueId === null ? paths.addAvailability : paths.leagueAddAvailability(routeLeagueId);

  return (
    <>
      <PageHeader
        title="My Availability"
        description={timeZoneNote(viewerTimeZone())}
        actions={
          <Button component={Link} to={addPath} leftSection={<IconPlus size={18} aria-hidden="true" />}>
            Add Availability
          </Button>
        }
      />
      {param !== undefined && routeLeagueId === null ? (
        <Text>{LEAGUE_NOT_FOUND_MESSAGE}</Text>
      ) : (
        <AvailabilityList leagueId={routeLeagueId} />
      )}
    </>
  );
}

function AvailabilityList({ leagueId }: { leagueId: number | null }) {
  const slots = useMyAvailability(leagueId);
  const deleteSlot = useDeleteAvailability();
  // Across all leagues each entry says which league it is for.
  const myLeagues = useMyLeagues();
  useLoadErrorToast(slots.data === undefined ? slots.error : null, slots.errorUpdatedAt, loadFailedToast);

  if (slots.data === undefined) {
    if (!slots.error) return <PageLoader label="Loading your availability..." />;
    return (
      <LoadFailure title={LOAD_FAILED_MESSAGE} query={slots}>
        {slots.error.message}
      </LoadFailure>
    );
  }
  if (slots.data.availabilities.length === 0) return <Text size="lg">{AVAILABILITY_MESSAGES.empty}</Text>;

  const leagueName = (id: number) =>
    leagueId === null ? myLeagues.data?.find((league) => league.league_id === id)?.league_name : undefined;
  const askToDelete = (slot: AvailabilitySlotDto) =>
    confirmRowAction({
      title: 'Delete availability',
      message: (
        <>
          <Text>{AVAILABILITY_MESSAGES.deleteConfirm}</Text>
          <Text fw={600} mt="xs">
            {formatSlotRange(slot.start_time, slot.end_time)}
          </Text>
        </>
      ),
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () =>
        deleteSlot.mutate(slot.id, {
          onSuccess: () => notifySuccess(AVAILABILITY_DELETED_MESSAGE),
          onError: () => notifyError(DELETE_FAILED_MESSAGE),
        }),
    });

  return (
    <ul role="list" aria-label="My availability" className={classes.list}>
      {[...slots.data.availabilities].sort(byStart).map((slot) => (
        <AvailabilityEntry
          key={slot.id}
          slot={slot}
          leagueName={leagueName(slot.league_id)}
          deleting={deleteSlot.isPending && deleteSlot.variables === slot.id}
          onDelete={() => askToDelete(slot)}
        />
      ))}
    </ul>
  );
}
