import { z } from 'zod';
import { id, optionalText, visibleText } from './common';

export const LOCATION_NAME_REQUIRED = 'Location name is required';

/** The location form: name, address and the 'Lights on Courts?' checkbox (accounts-and-admin section 5). */
const locationFields = {
  name: z
    .string({ error: LOCATION_NAME_REQUIRED })
    .pipe(visibleText(200, { label: 'Location name' }).min(1, { error: LOCATION_NAME_REQUIRED })),
  address: optionalText(300, { label: 'Address' }),
  has_lights: z.boolean({ error: 'Lights on Courts? must be true or false.' }).default(false),
};

export const createLocationRequest = z.object(locationFields);
export type CreateLocationRequest = z.input<typeof createLocationRequest>;

export const updateLocationRequest = z.object({ id, ...locationFields });
export type UpdateLocationRequest = z.input<typeof updateLocationRequest>;

export const locationIdQuery = z.object({ location_id: id });

export const locationDto = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  has_lights: z.boolean(),
});
export type LocationDto = z.infer<typeof locationDto>;
export const locationsListResponse = z.array(locationDto);
