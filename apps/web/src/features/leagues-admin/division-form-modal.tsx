import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DIVISION_GENDERS, RANK_LEVELS, type DivisionDto } from '@courtside/shared/schemas/divisions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { showServerFieldError } from '@/lib/form-validation';
import { useSaveDivision } from './api';
import { refusalMessage } from './refusal-message';
import { genderLabel, rankLabel } from './division-labels';
import {
  DIVISION_REQUIRED_MESSAGE,
  toDivisionFormValues,
  toDivisionRequest,
  validateDivision,
  type DivisionFormValues,
} from './division-form-values';

export const DIVISION_CREATED_MESSAGE = 'Division created!';
export const DIVISION_CREATE_FAILED_MESSAGE = 'Error creating division';
export const DIVISION_UPDATED_MESSAGE = 'Division updated!';
export const DIVISION_UPDATE_FAILED_MESSAGE = 'Error updating division';

const rankOptions = [
  { value: '', label: 'Choose a rank level' },
  ...RANK_LEVELS.map((rank) => ({ value: rankLabel(rank), label: rankLabel(rank) })),
];
const genderOptions = [
  { value: '', label: 'Choose a gender' },
  ...DIVISION_GENDERS.map((gender) => ({ value: gender, label: genderLabel(gender) })),
];

/** The server's answers that are about one field, shown under it rather than above the form. */
const SERVER_FIELD_ERRORS: ReadonlyMap<string, keyof DivisionFormValues> = new Map([
  ['A division with this name already exists in this league.', 'division_name'],
]);

interface DivisionFormModalProps {
  leagueId: number;
  /** null: closed; 'new': Create Division; a division: Edit Division. */
  editing: DivisionDto | 'new' | null;
  onClose: () => void;
}

export function DivisionFormModal({ leagueId, editing, onClose }: DivisionFormModalProps) {
  const title = editing === 'new' ? 'Create Division' : 'Edit Division';
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} centered>
      {editing !== null ? (
        <DivisionForm
          key={editing === 'new' ? 'new' : editing.id}
          leagueId={leagueId}
          division={editing === 'new' ? null : editing}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function DivisionForm({
  leagueId,
  division,
  onDone,
}: {
  leagueId: number;
  division: DivisionDto | null;
  onDone: () => void;
}) {
  const saveDivision = useSaveDivision();
  const form = useForm<DivisionFormValues>({
    initialValues: toDivisionFormValues(division),
    validate: validateDivision(leagueId),
  });
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = (values: DivisionFormValues) => {
    setServerError(null);
    const request = toDivisionRequest(leagueId, values);
    const { league_id: _leagueId, ...fields } = request;
    saveDivision.mutate(division ? { id: division.id, ...fields } : request, {
      onSuccess: () => {
        notifySuccess(division ? DIVISION_UPDATED_MESSAGE : DIVISION_CREATED_MESSAGE);
        onDone();
      },
      onError: (error) => {
        const reason = refusalMessage(error, '');
        if (reason && !showServerFieldError(form, new Error(reason), SERVER_FIELD_ERRORS)) setServerError(reason);
        notifyError(division ? DIVISION_UPDATE_FAILED_MESSAGE : DIVISION_CREATE_FAILED_MESSAGE);
      },
    });
  };

  // A missing field is marked, and the one message above says why; other messages go under their field.
  const missing = Object.values(form.errors).includes(DIVISION_REQUIRED_MESSAGE);
  const fieldProps = (field: keyof DivisionFormValues) => {
    const props = form.getInputProps(field);
    return { ...props, error: props.error === DIVISION_REQUIRED_MESSAGE ? true : props.error };
  };

  return (
    <form onSubmit={form.onSubmit(submit, () => setServerError(null))} noValidate>
      <Stack gap="md">
        {missing ? (
          <Alert color="red" variant="light" role="alert">
            {DIVISION_REQUIRED_MESSAGE}
          </Alert>
        ) : null}
        {serverError ? (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        ) : null}
        <TextInput label="Division Name" required autoComplete="off" {...fieldProps('division_name')} data-autofocus />
        <NativeSelect label="Rank Level" required data={rankOptions} {...fieldProps('rank_level')} />
        <NativeSelect label="Gender" required data={genderOptions} {...fieldProps('gender')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saveDivision.isPending}>
            {division ? 'Save Division' : 'Create Division'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
