import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  locationDto,
  locationsListResponse,
  type CreateLocationRequest,
  type UpdateLocationRequest,
} from '@courtside/shared/schemas/locations';
import { api } from '@/lib/api-client';

export const locationsQueryKey = ['locations', 'all'] as const;

export function useLocations() {
  return useQuery({
    queryKey: locationsQueryKey,
    queryFn: ({ signal }) => api.get('locations/all', { schema: locationsListResponse, signal }),
  });
}

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
