import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { LocationDto } from '@courtside/shared/schemas/locations';
import { confirmRowAction } from '@/components/data-list';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteLocation, useLocations } from './api';
import { LocationFormModal, type LocationFormTarget } from './location-form-modal';
import { LocationsList } from './locations-list';
import { useLoadErrorToast } from '@/lib/use-load-error-toast';

export const LOCATION_DELETED_MESSAGE = 'Location deleted successfully!';
export const DELETE_LOCATION_CONFIRMATION = 'Are you sure you want to delete this location?';
export const fetchFailedMessage = (message: string) => `Error fetching locations: ${message}`;
export const deleteFailedMessage = (message: string) => `Error deleting location: ${message}`;

export function LocationsPage() {
  const locations = useLocations();
  const deleteLocation = useDeleteLocation();
  const [formOpened, setFormOpened] = useState(false);
  const [formTarget, setFormTarget] = useState<LocationFormTarget>({ mode: 'add' });
  const openForm = (target: LocationFormTarget) => {
    setFormTarget(target);
    setFormOpened(true);
  };
  useLoadErrorToast(locations.error, locations.errorUpdatedAt, (error) => fetchFailedMessage(errorMessage(error)));

  const handleDelete = (location: LocationDto) =>
    confirmRowAction({
      title: 'Delete location',
      message: (
        <>
          <Text>{DELETE_LOCATION_CONFIRMATION}</Text>
          <Text fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {location.name}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            Matches planned or played there keep their details but no longer name a location.
          </Text>
        </>
      ),
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () =>
        deleteLocation.mutate(location.id, {
          onSuccess: () => notifySuccess(LOCATION_DELETED_MESSAGE),
          onError: (error) => notifyError(deleteFailedMessage(errorMessage(error))),
        }),
    });

  return (
    <>
      <PageHeader
        title="Manage Locations"
        description="The courts where league matches are played."
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => openForm({ mode: 'add' })}>
            Add New Location
          </Button>
        }
      />
      <LocationsList
        locations={locations}
        actions={{
          onEdit: (location) => openForm({ mode: 'edit', location }),
          onDelete: handleDelete,
          deletingId: deleteLocation.isPending ? (deleteLocation.variables ?? null) : null,
        }}
      />
      <LocationFormModal opened={formOpened} target={formTarget} onClose={() => setFormOpened(false)} />
    </>
  );
}
