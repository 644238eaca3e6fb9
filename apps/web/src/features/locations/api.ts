import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  locationDto,
  type CreateLocationRequest,
  type UpdateLocationRequest,
} from '@courtside/shared/schemas/locations';
import { api } from '@/lib/api-client';
import { locationsKey as locationsQueryKey } from '@/lib/league-queries';

// Players choose from the same list when they schedule a match, so the read lives in lib/.
export { useLocations } from '@/lib/league-queries';

function useInvalidateLocations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: locationsQueryKey });
}

export function useCreateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (input: CreateLocationRequest) => api.post('locations/post', { body: input, schema: locationDto }),
    onSuccess: invalidate,
  });
}

export function useUpdateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (input: UpdateLocationRequest) => api.put('locations/update', { body: input, schema: locationDto }),
    onSuccess: invalidate,
  });
}

export function useDeleteLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (locationId: number) =>
      api.delete('locations/delete', { query: { location_id: locationId }, schema: successResponse }),
    onSuccess: invalidate,
  });
}
