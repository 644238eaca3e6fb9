import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { successResponse } from '@courtside/shared/schemas/common';
import type { CreateLocationRequest, UpdateLocationRequest, locationDto } from '@courtside/shared/schemas/locations';
import { type Answer, api } from '@/lib/api-client';
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
    mutationFn: (input: CreateLocationRequest) =>
      api.post<Answer<typeof locationDto>>('locations/post', { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (input: UpdateLocationRequest) =>
      api.put<Answer<typeof locationDto>>('locations/update', { body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteLocation() {
  const invalidate = useInvalidateLocations();
  return useMutation({
    mutationFn: (locationId: number) =>
      api.delete<Answer<typeof successResponse>>('locations/delete', { query: { location_id: locationId } }),
    onSuccess: invalidate,
  });
}
