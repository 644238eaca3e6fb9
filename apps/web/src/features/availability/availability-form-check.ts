import { AVAILABILITY_MESSAGES, availabilitySlotInput } from '@courtside/shared/schemas/availability';
import type { AvailabilitySlotInput } from '@courtside/shared/schemas/availability';
import type { FormErrors } from '@mantine/form';
import { validateWith } from '@/lib/form-validation';
import {
  buildAvailabilitySlot,
  type AvailabilityFormField,
  type AvailabilityFormValues,
} from './availability-form-values';

/** The field each request field is made from, so that a problem the schema finds marks what the player chose. */
const FIELD_OF_REQUEST: Readonly<Record<string, AvailabilityFormField>> = {
  start_time: 'startTime',
  end_time: 'endTime',
  league_id: 'leagueId',
  is_recurring: 'weekdays',
  recurrence_rule: 'weekdays',
};

const checkRequest = validateWith<AvailabilitySlotInput>(availabilitySlotInput);

/** The slot filed under the player's division, when they have one yet. */
export function slotInDivision(slot: AvailabilitySlotInput, divisionId: number | null): AvailabilitySlotInput {
  return divisionId === null ? slot : { ...slot, division_id: divisionId };
}

/**
 * The add form's `validate`. First its own rules, in the spec's order and words (buildAvailabilitySlot: every
 * field, an end after the start, a league, no past date, a weekly repeat's days and end); then the league's
 * division, which must be in before the slot can be filed under it (divisionId undefined while it loads); then
 * the API's own schema over the request they make, so nothing is sent that the server would refuse. A problem
 * with no field of its own (the division) stays under the request's name.
 */
export function availabilityFormErrors(
  values: AvailabilityFormValues,
  options: { zone: string; divisionId: number | null | undefined; now?: number },
): FormErrors {
  const built = buildAvailabilitySlot(values, options);
  if (!built.ok) return Object.fromEntries(built.fields.map((field) => [field, built.message]));
  if (options.divisionId === undefined) return { division_id: AVAILABILITY_MESSAGES.loadingLeague };

  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(checkRequest(slotInDivision(built.slot, options.divisionId)))) {
    errors[FIELD_OF_REQUEST[path] ?? path] ??= message;
  }
  return errors;
}
