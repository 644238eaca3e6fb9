import type { LocationDto } from '@courtside/shared/schemas/locations';
import type { LocationRow } from '../db/queries/locations';

export function toLocationDto(row: LocationRow): LocationDto {
  return { id: row.id, name: row.name, address: row.address, has_lights: row.hasLights };
}
