import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { AVAILABILITY_MESSAGES } from '@courtside/shared/schemas/availability-messages';
import { ErrorAlert } from '@/components/error-alert';
import { useAddAvailability, useDeleteAvailability, useUpdateAvailability } from '@/lib/availability-queries';
import { errorMessage } from '@/lib/error-message';
import { notifySuccess } from '@/lib/notify';
import {
  END_OPTIONS,
  START_OPTIONS,
  initialTimes,
  slotDate,
  slotTimes,
  validateTimes,
  type AvailabilityTarget,
  type TimeErrors,
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
  const [times, setTimes] = useState(() => initialTimes(target, zone));
  const [errors, setErrors] = useState<TimeErrors>({});
  const [problem, setProblem] = useState<{ title: string; detail?: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const add = useAddAvailability();
  const update = useUpdateAvailability();
  const remove = useDeleteAvailability();
  const busy = add.isPending || update.isPending || remove.isPending;
  const date = slotDate(target, zone);
  const slot = target.mode === 'edit' ? target.slot : null;

  const failed = (title: string) => (error: unknown) => setProblem({ title, detail: errorMessage(error) });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const timeErrors = validateTimes(times.start, times.end);
    setErrors(timeErrors ?? {});
    if (timeErrors) return;
    if (divisionId === undefined || divisionId === null) {
      setProblem({ title: AVAILABILITY_MESSAGES.leagueAndDivisionRequired });
      return;
    }
    const chosen = slotTimes(date, times.start, times.end, zone);
    if (chosen === null) return;
    setProblem(null);
    const done = (message: string) => () => {
      notifySuccess(message);
      onClose();
    };
    if (slot === null) {
      add.mutate(
        { ...chosen, league_id: leagueId, division_id: divisionId, time_zone: zone },
        { onSuccess: done(AVAILABILITY_MODAL_MESSAGES.added), onError: failed(AVAILABILITY_MODAL_MESSAGES.saveFailed) },
      );
    } else {
      update.mutate(
        {
          id: slot.id,
          ...chosen,
          league_id: leagueId,
          division_id: divisionId,
          // A recurring slot stays recurring, in the zone its rule keeps local time in.
          is_recurring: slot.is_recurring,
          recurrence_rule: slot.recurrence_rule,
          time_zone: slot.time_zone,
        },
        {
          onSuccess: done(AVAILABILITY_MODAL_MESSAGES.updated),
          onError: failed(AVAILABILITY_MODAL_MESSAGES.saveFailed),
        },
      );
    }
  };

  const handleDelete = () => {
    if (slot === null || busy) return;
    setProblem(null);
    remove.mutate(slot.id, {
      onSuccess: () => {
        notifySuccess(AVAILABILITY_MODAL_MESSAGES.removed);
        onClose();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        failed(AVAILABILITY_MODAL_MESSAGES.deleteFailed)(error);
      },
    });
  };

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
    <form onSubmit={handleSubmit} noValidate>
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
            value={times.start}
            error={errors.start}
            onChange={(event) => {
              const start = event.currentTarget.value;
              setTimes((current) => ({ ...current, start }));
              setErrors({});
            }}
          />
          <NativeSelect
            label="End time"
            data={timeOptions(END_OPTIONS, 'Select end time')}
            value={times.end}
            error={errors.end}
            onChange={(event) => {
              const end = event.currentTarget.value;
              setTimes((current) => ({ ...current, end }));
              setErrors({});
            }}
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
