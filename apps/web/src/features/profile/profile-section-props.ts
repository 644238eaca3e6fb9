import type { ProfileErrors, ProfileField, ProfileFormValues } from './profile-values';

/** What every profile section needs: the values, their errors, and the edit-mode switches. */
export interface ProfileSectionProps {
  values: ProfileFormValues;
  errors: ProfileErrors;
  editing: boolean;
  onChange: (field: ProfileField, value: string) => void;
  /** Spec: clicking any field switches the page to edit mode. */
  onActivate: () => void;
}

/** Inputs look flat in view mode and like regular inputs in edit mode. */
export function fieldVariant(editing: boolean): 'filled' | 'default' {
  return editing ? 'default' : 'filled';
}
