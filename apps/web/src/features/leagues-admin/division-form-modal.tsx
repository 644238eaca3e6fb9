import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { DIVISION_GENDERS, RANK_LEVELS, type DivisionDto } from '@courtside/shared/schemas/divisions';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { FormErrors } from '@/lib/zod-form';
import { useSaveDivision } from './api';
import { refusalMessage } from './refusal-message';
import { genderLabel, rankLabel } from './division-labels';
import {
  DIVISION_REQUIRED_MESSAGE,
  toDivisionFormValues,
  validateDivisionForm,
  type DivisionField,
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

/** The server's answers that are about the name, shown under it too. */
const NAME_TAKEN = 'A division with this name already exists in this league.';

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
  const [values, setValues] = useState<DivisionFormValues>(() => toDivisionFormValues(division));
  const [errors, setErrors] = useState<FormErrors<DivisionField>>({});
  const [missing, setMissing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const change = (field: DivisionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const result = validateDivisionForm(leagueId, values);
    if (!result.ok) {
      setErrors(result.errors);
      setMissing(result.missing);
      return;
    }
    setErrors({});
    setMissing(false);
    const { league_id: _leagueId, ...fields } = result.request;
    saveDivision.mutate(division ? { id: division.id, ...fields } : result.request, {
      onSuccess: () => {
        notifySuccess(division ? DIVISION_UPDATED_MESSAGE : DIVISION_CREATED_MESSAGE);
        onDone();
      },
      onError: (error) => {
        const reason = refusalMessage(error, '');
        if (reason === NAME_TAKEN) setErrors({ division_name: reason });
        else if (reason) setServerError(reason);
        notifyError(division ? DIVISION_UPDATE_FAILED_MESSAGE : DIVISION_CREATE_FAILED_MESSAGE);
      },
    });
  };

  /** A missing field is marked, and the one message above says why; other messages go under their field. */
  const fieldError = (field: DivisionField) => (errors[field] === DIVISION_REQUIRED_MESSAGE ? true : errors[field]);

  return (
    <form onSubmit={handleSubmit} noValidate>
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
        <TextInput
          label="Division Name"
          required
          autoComplete="off"
          value={values.division_name}
          onChange={(event) => change('division_name', event.currentTarget.value)}
          error={fieldError('division_name')}
          data-autofocus
        />
        <NativeSelect
          label="Rank Level"
          required
          data={rankOptions}
          value={values.rank_level}
          onChange={(event) => change('rank_level', event.currentTarget.value)}
          error={fieldError('rank_level')}
        />
        <NativeSelect
          label="Gender"
          required
          data={genderOptions}
          value={values.gender}
          onChange={(event) => change('gender', event.currentTarget.value)}
          error={fieldError('gender')}
        />
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
