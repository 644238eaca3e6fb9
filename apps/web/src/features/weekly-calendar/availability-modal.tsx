import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconRepeat } from '@tabler/icons-react';
// A dialog loaded when first opened (calendar-dialogs.ts): zod comes with it, not with the calendar's first load.
import {
  AVAILABILITY_MESSAGES,
  availabilitySlotInput,
  updateAvailabilityRequest,
} from '@courtside/shared/schemas/availability';
import { ErrorAlert } from '@/components/error-alert';
import { useAddAvailability, useDeleteAvailability, useUpdateAvailability } from '@/lib/availability-queries';
import { errorMessage } from '@/lib/error-message';
import { validateWith } from '@/lib/form-validation';
import { notifySuccess } from '@/lib/notify';
import {
  END_OPTIONS,
  START_OPTIONS,
  initialTimes,
  missingTimes,
  movedSlotRequest,
  newSlotRequest,
  slotDate,
  type AvailabilityTarget,
  type AvailabilityTimes,
} from './availability-form';
import { formatClock, formatDayLabel, yearOf } from './calendar-time';

/** league-play section 8, word for word. */
export const AVAILABILITY_MODAL_MESSAGES = {
  added: 'Availability slot added successfully!',
  updated: 'Availability slot updated successfully!',
  removed: 'Availability slot removed successfully!',
  saveFailed: 'Failed to save availability. Please try again.',
  deleteFailed: 'Failed to delete availability. Please try again.',
} as const;

export interface AvailabilityModalProps {
  target: AvailabilityTarget | null;
  zone: string;
  leagueId: number;
  /** The viewer's division; undefined while it loads, null when they have none yet. */
  divisionId: number | null | undefined;
  onClose: () => void;
}

/** The Add/Edit Availability modal: start and end time selects, Update, Delete, Cancel (league-play section 2). */
export function AvailabilityModal({ target, onClose, ...rest }: AvailabilityModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Edit Availability' : 'Add Availability'}
    >
      {target ? (
        <AvailabilityForm
          key={target.mode === 'edit' ? `edit-${target.slot.id}` : `new-${target.date}-${target.start}`}
          target={target}
          onClose={onClose}
          {...rest}
        />
      ) : null}
    </Modal>
  );
}

/** What the alert says: the missing division, else the last save's or delete's failure. */
function problemOf(
  division: unknown,
  saveError: Error | null,
  deleteError: Error | null,
): { title: string; detail?: string } | null {
  if (typeof division === 'string') return { title: division };
  if (saveError) return { title: AVAILABILITY_MODAL_MESSAGES.saveFailed, detail: errorMessage(saveError) };
  if (deleteError) return { title: AVAILABILITY_MODAL_MESSAGES.deleteFailed, detail: errorMessage(deleteError) };
  return null;
}

const timeOptions = (options: readonly string[], prompt: string) => [
  { value: '', label: prompt },
  ...options.map((time) => ({ value: time, label: formatClock(time) })),
];

function AvailabilityForm({
  target,
  zone,
  leagueId,
  divisionId,
  onClose,
}: AvailabilityModalProps & { target: AvailabilityTarget }) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const add = useAddAvailability();
  const update = useUpdateAvailability();
  const remove = useDeleteAvailability();
  const busy = add.isPending || update.isPending || remove.isPending;
  const date = slotDate(target, zone);
  const slot = target.mode === 'edit' ? target.slot : null;
  const place = { date, zone, leagueId, divisionId };
  // The API's own schema for what is sent, a new slot or mine moved: it says when the end is not after the start.
  const checkRequest =
    slot === null
      ? validateWith(availabilitySlotInput, { toRequest: (times: AvailabilityTimes) => newSlotRequest(times, place) })
      : validateWith(updateAvailabilityRequest, {
          toRequest: (times: AvailabilityTimes) => movedSlotRequest(slot, times, place),
        });
  const form = useForm<AvailabilityTimes>({
    initialValues: initialTimes(target, zone),
    validate: (times) => {
      const missing = missingTimes(times);
      if (missing) return missing;
      const refused = checkRequest(times);
      if (Object.keys(refused).length > 0) return refused;
      // The slot is filed under the player's division: no times are sent until it is known.
      return divisionId == null ? { division_id: AVAILABILITY_MESSAGES.leagueAndDivisionRequired } : {};
    },
  });

  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };

  const handleSubmit = (times: AvailabilityTimes) => {
    if (busy) return;
    // A failed delete's message goes: this attempt has its own.
    remove.reset();
    if (slot === null) {
      add.mutate(newSlotRequest(times, place), { onSuccess: done(AVAILABILITY_MODAL_MESSAGES.added) });
    } else {
      update.mutate(movedSlotRequest(slot, times, place), { onSuccess: done(AVAILABILITY_MODAL_MESSAGES.updated) });
    }
  };

  const handleDelete = () => {
    if (slot === null || busy) return;
    add.reset();
    update.reset();
    remove.mutate(slot.id, {
      onSuccess: done(AVAILABILITY_MODAL_MESSAGES.removed),
      onError: () => setConfirmingDelete(false),
    });
  };

  const problem = problemOf(form.errors.division_id, add.error ?? update.error, remove.error);
  const alert = problem ? (
    <ErrorAlert title={problem.title}>
      {problem.detail && problem.detail !== problem.title ? problem.detail : null}
    </ErrorAlert>
  ) : null;

  if (confirmingDelete) {
    return (
      <Stack gap="md">
        <Text>{AVAILABILITY_MESSAGES.modalDeleteConfirm}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirmingDelete(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={handleDelete} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Text fw={600}>
          {formatDayLabel(date)}, {yearOf(date)}
        </Text>
        {slot?.is_recurring ? (
          <Alert variant="light" color="blue" icon={<IconRepeat aria-hidden="true" />}>
            This availability repeats. New times apply to every time it repeats, and Delete removes them all.
          </Alert>
        ) : null}
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <NativeSelect
            label="Start time"
            data={timeOptions(START_OPTIONS, 'Select start time')}
            {...form.getInputProps('start_time')}
          />
          <NativeSelect
            label="End time"
            data={timeOptions(END_OPTIONS, 'Select end time')}
            {...form.getInputProps('end_time')}
          />
        </Group>
        {alert}
        <Group justify="space-between" gap="sm" wrap="wrap">
          {slot ? (
            <Button variant="light" color="red" onClick={() => setConfirmingDelete(true)} disabled={busy}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending || update.isPending}>
              {slot ? 'Update' : 'Add Availability'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
