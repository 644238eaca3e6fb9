import {
  createLocationRequest,
  type CreateLocationRequest,
  type LocationDto,
} from '@courtside/shared/schemas/locations';

/** The modal's fields as typed; the API contract decides what is valid. */
export interface LocationFormValues {
  name: string;
  address: string;
  has_lights: boolean;
}

export type LocationField = keyof LocationFormValues;
export type LocationFormErrors = Partial<Record<LocationField, string>>;

/** The field names as the form shows them, to start the contract's terse messages ('must be at most …'). */
const FIELD_LABELS: Record<LocationField, string> = { name: 'Name', address: 'Address', has_lights: 'Lights' };

export const NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 300;

export function toFormValues(location: LocationDto | null): LocationFormValues {
  return { name: location?.name ?? '', address: location?.address ?? '', has_lights: location?.has_lights ?? false };
}

/**
 * Checks the form with the same schema the API uses, so the browser refuses exactly what the server would:
 * the request to send (trimmed, a blank address as null) or the first message for each field.
 */
export function validateLocationForm(
  values: LocationFormValues,
): { ok: true; request: CreateLocationRequest } | { ok: false; errors: LocationFormErrors } {
  const parsed = createLocationRequest.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: LocationFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LocationField;
    errors[field] ??= /^[a-z]/.test(issue.message) ? `${FIELD_LABELS[field]} ${issue.message}` : issue.message;
  }
  return { ok: false, errors };
}
