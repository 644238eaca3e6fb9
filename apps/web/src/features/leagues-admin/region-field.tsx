import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createRegionRequest, type CreateRegionRequest, type RegionDto } from '@courtside/shared/schemas/regions';
import { isAdmin } from '@courtside/shared/league/permissions';
import { useCurrentUser } from '@/lib/current-user';
import { notifyError, notifySuccess } from '@/lib/notify';
import { validateWith } from '@/lib/form-validation';
import { useCreateRegion, useRegions } from './api';

export const REGION_ADDED_MESSAGE = 'Region added successfully!';
export const regionFailedMessage = (message: string) => `Failed to create region: ${message}`;

const regionLabel = (region: RegionDto) => `${region.city_area}, ${region.state}`;

interface RegionFieldProps {
  value: string;
  onChange: (regionId: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** The league's region, with new regions added in place (accounts-and-admin section 2, League editor). */
export function RegionField({ value, onChange, error, disabled }: RegionFieldProps) {
  const regions = useRegions();
  const [adding, setAdding] = useState(false);
  // The club's admins keep the regions; a private league's organizer chooses among them (issue 38).
  const canAdd = isAdmin(useCurrentUser().data);

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
      ) : canAdd ? (
        <div>
          <Button variant="subtle" size="compact-sm" onClick={() => setAdding(true)} disabled={disabled}>
            Add region
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * The inline region form. It lives inside the league's form, where a nested <form> is not allowed, so Enter
 * in its fields adds the region instead of saving the league.
 */
function AddRegion({ onAdded, onCancel }: { onAdded: (region: RegionDto) => void; onCancel: () => void }) {
  const createRegion = useCreateRegion();
  const form = useForm<CreateRegionRequest>({
    initialValues: { city_area: '', state: '' },
    validate: validateWith<CreateRegionRequest>(createRegionRequest),
  });
  const cityRef = useRef<HTMLInputElement>(null);

  // The fields appear where the admin asked for them: typing can start at once.
  useEffect(() => cityRef.current?.focus(), []);

  const add = () => {
    if (form.validate().hasErrors) return;
    createRegion.mutate(createRegionRequest.parse(form.getValues()), {
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

  const { city_area: cityError, state: stateError } = form.errors;
  return (
    <Paper withBorder p="sm" component="fieldset" style={{ minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" px={4}>
        New region
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="City/Area" {...form.getInputProps('city_area')} onKeyDown={addOnEnter} ref={cityRef} />
        <TextInput
          label="State"
          {...form.getInputProps('state')}
          onKeyDown={addOnEnter}
          // A message both fields share ('Both City/Area and State are required') is said once, under City/Area.
          error={stateError && stateError === cityError ? true : stateError}
        />
      </SimpleGrid>
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
