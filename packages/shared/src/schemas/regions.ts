import { z } from 'zod';
import { id, visibleText } from './common';

/** The league editor's inline region form (accounts-and-admin section 5). */
export const REGION_FIELDS_REQUIRED = 'Both City/Area and State are required';

const regionText = z.string({ error: REGION_FIELDS_REQUIRED }).pipe(
  visibleText(100, {
    label: 'City/Area and State',
    tooLong: 'City/Area and State must be at most 100 characters.',
  }).min(1, { error: REGION_FIELDS_REQUIRED }),
);

export const createRegionRequest = z.object({ city_area: regionText, state: regionText });
export type CreateRegionRequest = z.input<typeof createRegionRequest>;

export const updateRegionRequest = z.object({ id, city_area: regionText, state: regionText });
export type UpdateRegionRequest = z.input<typeof updateRegionRequest>;

export const regionIdQuery = z.object({ region_id: id });

export const regionDto = z.object({ id: z.number().int(), city_area: z.string(), state: z.string() });
export type RegionDto = z.infer<typeof regionDto>;
export const regionsListResponse = z.array(regionDto);
