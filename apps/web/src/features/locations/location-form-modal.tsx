import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LocationDto } from '@courtside/shared/schemas/locations';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateLocation, useUpdateLocation } from './api';
import {
  ADDRESS_MAX_LENGTH,
  NAME_MAX_LENGTH,
  toFormValues,
  toLocationRequest,
  validateLocation,
  type LocationFormValues,
} from './location-form';

export const LOCATION_CREATED_MESSAGE = 'Location created successfully!';
export const LOCATION_UPDATED_MESSAGE = 'Location updated successfully!';
export const submitFailedMessage = (message: string) => `Error submitting form: ${message}`;

/** What the modal is for: a new location, or the one being edited. */
export type LocationFormTarget = { mode: 'add' } | { mode: 'edit'; location: LocationDto };

/**
 * The Add/Edit Location dialog. `target` stays set while the dialog closes, so its title and fields do not
 * switch to the other mode during the closing animation; Mantine unmounts the form once it is closed, so the
 * next opening starts from the row's saved values.
 */
export function LocationFormModal({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: LocationFormTarget;
  onClose: () => void;
}) {
  const location = target.mode === 'edit' ? target.location : null;
  return (
    <Modal opened={opened} onClose={onClose} title={location ? 'Edit Location' : 'Add Location'} centered>
      <LocationForm key={location?.id ?? 'new'} location={location} onDone={onClose} />
    </Modal>
  );
}

function LocationForm({ location, onDone }: { location: LocationDto | null; onDone: () => void }) {
  const createLocation = useCreateLocation();
  const updateLocation = useUpdateLocation();
  const form = useForm<LocationFormValues>({ initialValues: toFormValues(location), validate: validateLocation });
  const saving = createLocation.isPending || updateLocation.isPending;

  const submit = (values: LocationFormValues) => {
    const request = toLocationRequest(values);
    const callbacks = {
      onSuccess: () => {
        notifySuccess(location ? LOCATION_UPDATED_MESSAGE : LOCATION_CREATED_MESSAGE);
        onDone();
      },
      // The modal stays open with what was typed, so a retry needs no retyping.
      onError: (error: Error) => notifyError(submitFailedMessage(errorMessage(error))),
    };
    if (location) updateLocation.mutate({ id: location.id, ...request }, callbacks);
    else createLocation.mutate(request, callbacks);
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The name is required; the address is optional.
        </Text>
        <TextInput
          label="Name"
          required
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
          data-autofocus
        />
        <TextInput
          label="Address"
          autoComplete="off"
          maxLength={ADDRESS_MAX_LENGTH}
          {...form.getInputProps('address')}
        />
        <Checkbox label="Lights on Courts?" {...form.getInputProps('has_lights', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {location ? 'Save Changes' : 'Add Location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
