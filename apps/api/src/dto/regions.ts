import type { RegionDto } from '@courtside/shared/schemas/regions';
import type { RegionRow } from '../db/queries/regions';

export function toRegionDto(row: RegionRow): RegionDto {
  return { id: row.id, city_area: row.cityArea, state: row.state };
}
