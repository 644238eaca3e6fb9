import {
  DIVISION_FIELDS_REQUIRED,
  createDivisionRequest,
  type CreateDivisionRequest,
  type DivisionDto,
} from '@courtside/shared/schemas/divisions';
import { validateForm, type FormErrors } from '@/lib/zod-form';

export interface DivisionFormValues {
  division_name: string;
  /** '' or a rank level written with one decimal, as the select holds it. */
  rank_level: string;
  gender: string;
}
export type DivisionField = keyof DivisionFormValues;

export const DIVISION_REQUIRED_MESSAGE = DIVISION_FIELDS_REQUIRED;

export function toDivisionFormValues(division: DivisionDto | null): DivisionFormValues {
  return {
    division_name: division?.division_name ?? '',
    rank_level: division ? division.rank_level.toFixed(1) : '',
    gender: division?.gender ?? '',
  };
}

export type DivisionValidation =
  | { ok: true; request: CreateDivisionRequest }
  | {
      ok: false;
      /** The form's one message for missing fields, shown once above them. */
      missing: boolean;
      /** The fields to mark: missing ones (no text of their own) and those with a message of their own. */
      errors: FormErrors<DivisionField>;
    };

/** The API's own rules for a division, checked before sending. */
export function validateDivisionForm(leagueId: number, values: DivisionFormValues): DivisionValidation {
  const result = validateForm<typeof createDivisionRequest, DivisionField | 'league_id'>(createDivisionRequest, {
    league_id: leagueId,
    ...values,
  });
  if (result.ok) return { ok: true, request: result.data };
  const errors: FormErrors<DivisionField> = {};
  let missing = false;
  for (const field of ['division_name', 'rank_level', 'gender'] as const) {
    const message = result.errors[field];
    if (message === undefined) continue;
    if (message === DIVISION_FIELDS_REQUIRED) missing = true;
    errors[field] = message;
  }
  return { ok: false, missing, errors };
}
