import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { REGION_FIELDS_REQUIRED, createRegionRequest, type RegionDto } from '@courtside/shared/schemas/regions';
import { notifyError, notifySuccess } from '@/lib/notify';
import { validateForm } from '@/lib/zod-form';
import { ColumnGrid } from '@/components/column-grid';
import { useCreateRegion, useRegions } from './api';

export const REGION_ADDED_MESSAGE = 'Region added successfully!';
export const regionFailedMessage = (message: string) => `Failed to create region: ${message}`;

const regionLabel = (region: RegionDto) => `${region.city_area}, ${region.state}`;

interface RegionFieldProps {
  value: string;
  onChange: (regionId: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The league's region, with new regions added in place (accounts-and-admin section 2, League editor). */
export function RegionField({ value, onChange, error, disabled }: RegionFieldProps) {
  const regions = useRegions();
  const [adding, setAdding] = useState(false);

  const options = [
    { value: '', label: regions.data ? 'No region' : 'Loading regions...' },
    ...(regions.data ?? [])
      .slice()
      .sort((a, b) => regionLabel(a).localeCompare(regionLabel(b)))
      .map((region) => ({ value: String(region.id), label: regionLabel(region) })),
  ];

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Region"
        data={options}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error ?? (regions.error ? regions.error.message : undefined)}
        disabled={disabled}
      />
      {adding ? (
        <AddRegion
          onAdded={(region) => {
            onChange(String(region.id));
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div>
          <Button variant="subtle" size="compact-sm" onClick={() => setAdding(true)} disabled={disabled}>
            Add region
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * The inline region form. It lives inside the league's form, where a nested <form> is not allowed, so Enter
 * in its fields adds the region instead of saving the league.
 */
function AddRegion({ onAdded, onCancel }: { onAdded: (region: RegionDto) => void; onCancel: () => void }) {
  const createRegion = useCreateRegion();
  const [cityArea, setCityArea] = useState('');
  const [state, setState] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const cityRef = useRef<HTMLInputElement>(null);

  // The fields appear where the admin asked for them: typing can start at once.
  useEffect(() => cityRef.current?.focus(), []);

  const add = () => {
    const result = validateForm(createRegionRequest, { city_area: cityArea, state });
    if (!result.ok) {
      setMessage(result.errors.city_area ?? result.errors.state ?? REGION_FIELDS_REQUIRED);
      return;
    }
    setMessage(null);
    createRegion.mutate(result.data, {
      onSuccess: (region) => {
        notifySuccess(REGION_ADDED_MESSAGE);
        onAdded(region);
      },
      onError: (error) => notifyError(regionFailedMessage(error.message)),
    });
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const cityMissing = message !== null && cityArea.trim() === '';
  const stateMissing = message !== null && state.trim() === '';
  return (
    <Paper withBorder p="sm" component="fieldset" style={{ minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" px={4}>
        New region
      </Text>
      <ColumnGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="City/Area"
          value={cityArea}
          onChange={(event) => setCityArea(event.currentTarget.value)}
          onKeyDown={addOnEnter}
          error={cityMissing || (message && !stateMissing) ? message : undefined}
          ref={cityRef}
        />
        <TextInput
          label="State"
          value={state}
          onChange={(event) => setState(event.currentTarget.value)}
          onKeyDown={addOnEnter}
          // The message is said once: under City/Area when that is missing too, else here.
          error={stateMissing ? (cityMissing ? true : message) : undefined}
        />
      </ColumnGrid>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={add} loading={createRegion.isPending}>
          Add Region
        </Button>
        <Button size="xs" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Paper>
  );
}
