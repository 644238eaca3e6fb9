import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { PlayerDto } from '@courtside/shared/schemas/players';
import type { UserDto } from '@courtside/shared/schemas/users';
import { toFormValues, validateProfile, type ProfileField, type ProfileFormValues } from './profile-values';

/**
 * The profile's form and its two modes. In view mode the fields show the last loaded data, whatever refreshed it;
 * editing starts from that data (a click on any field, or typing in one) and keeps the changes in the form until
 * Save or Cancel goes back to view mode.
 */
export function useProfileForm(user: UserDto, player: PlayerDto | null) {
  const loaded = toFormValues(user, player);
  const form = useForm<ProfileFormValues>({ initialValues: loaded, validate: validateProfile(user) });
  const [editing, setEditing] = useState(false);

  const startEditing = () => {
    if (editing) return;
    // What is on screen now is what the changes are measured against (dirty) and what Cancel returns to.
    form.setInitialValues(loaded);
    form.setValues(loaded);
    setEditing(true);
  };

  const change = (field: ProfileField, value: string) => {
    startEditing();
    form.setFieldValue(field, value);
  };

  const stopEditing = () => {
    form.clearErrors();
    setEditing(false);
  };

  return {
    form,
    editing,
    values: editing ? form.values : loaded,
    /** Changes that leaving the page would lose. */
    dirty: editing && form.isDirty(),
    startEditing,
    change,
    stopEditing,
  };
}
