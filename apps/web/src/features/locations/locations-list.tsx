import type { LocationDto } from '@courtside/shared/schemas/locations';
import { DataList, type DataListColumn, type DataListQuery } from '@/components/data-list';
import { yesNo } from '@/lib/yes-no';

const columns: DataListColumn<LocationDto>[] = [
  { id: 'name', header: 'Name', primary: true, cell: (location) => location.name, sortValue: (l) => l.name },
  { id: 'address', header: 'Address', cell: (location) => location.address ?? '–', sortValue: (l) => l.address },
  { id: 'lights', header: 'Lights?', cell: (location) => yesNo(location.has_lights) },
];

export interface LocationRowActions {
  onEdit: (location: LocationDto) => void;
  onDelete: (location: LocationDto) => void;
  /** The location whose deletion is in flight, to show a spinner on its button only. */
  deletingId: number | null;
}

/** The Manage Locations table (a card per location on a phone); its buttons are named after the location. */
export function LocationsList({
  locations,
  actions,
}: {
  locations: DataListQuery<LocationDto>;
  actions: LocationRowActions;
}) {
  return (
    <DataList
      label="Locations"
      query={locations}
      columns={columns}
      rowKey={(location) => location.id}
      rowLabel={(location) => location.name}
      actions={[
        { label: 'Edit', onClick: actions.onEdit },
        {
          label: 'Delete',
          color: 'red',
          onClick: actions.onDelete,
          isBusy: (location) => location.id === actions.deletingId,
        },
      ]}
      emptyMessage="No locations yet. Add the courts where matches are played."
      loadingLabel="Loading locations..."
      errorTitle="Could not load the locations"
    />
  );
}
