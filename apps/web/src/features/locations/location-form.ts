import {
  createLocationRequest,
  type CreateLocationRequest,
  type LocationDto,
} from '@courtside/shared/schemas/locations';
import { validateWith } from '@/lib/form-validation';

/** The modal's fields as typed; the API contract decides what is valid. */
export interface LocationFormValues {
  name: string;
  address: string;
  has_lights: boolean;
}

export const NAME_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 300;

export function toFormValues(location: LocationDto | null): LocationFormValues {
  return { name: location?.name ?? '', address: location?.address ?? '', has_lights: location?.has_lights ?? false };
}

/**
 * The form's `validate`: the same schema the API uses, so the browser refuses exactly what the server would. The
 * field names as the form shows them start the contract's terse messages ('must be at most …').
 */
export const validateLocation = validateWith<LocationFormValues>(createLocationRequest, {
  labels: { name: 'Name', address: 'Address', has_lights: 'Lights' },
});

/** The request to send for a valid form: trimmed, a blank address as null. */
export function toLocationRequest(values: LocationFormValues): CreateLocationRequest {
  return createLocationRequest.parse(values);
}
