import {
  DIVISION_FIELDS_REQUIRED,
  createDivisionRequest,
  type CreateDivisionRequest,
  type DivisionDto,
} from '@courtside/shared/schemas/divisions';
import { validateWith } from '@/lib/form-validation';

export interface DivisionFormValues {
  division_name: string;
  /** '' or a rank level written with one decimal, as the select holds it. */
  rank_level: string;
  gender: string;
}

export const DIVISION_REQUIRED_MESSAGE = DIVISION_FIELDS_REQUIRED;

export function toDivisionFormValues(division: DivisionDto | null): DivisionFormValues {
  return {
    division_name: division?.division_name ?? '',
    rank_level: division ? division.rank_level.toFixed(1) : '',
    gender: division?.gender ?? '',
  };
}

/** The division form's `validate`: the API's own rules for a division of this league. */
export function validateDivision(leagueId: number) {
  return validateWith<DivisionFormValues>(createDivisionRequest, {
    toRequest: (values) => ({ league_id: leagueId, ...values }),
  });
}

/** The request a valid form stands for: the name trimmed, the rank a number. */
export function toDivisionRequest(leagueId: number, values: DivisionFormValues): CreateDivisionRequest {
  return createDivisionRequest.parse({ league_id: leagueId, ...values });
}
