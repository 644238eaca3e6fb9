import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { successResponse } from '@courtside/shared/schemas/common';
import type { userDto, usersListResponse } from '@courtside/shared/schemas/users';
import { type Answer, api } from '@/lib/api-client';

export const usersQueryKey = ['users', 'all'] as const;

export function useAllUsers() {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => api.get<Answer<typeof usersListResponse>>('users/all', { signal }),
  });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.put<Answer<typeof userDto>>('users/update', { body: { id: userId, user_type: 'admin' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.delete<Answer<typeof successResponse>>('users/remove', { query: { user_id: userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: { userId: number; password: string }) =>
      api.put<Answer<typeof successResponse>>('users/setPassword', {
        body: { user_id: input.userId, new_password: input.password },
      }),
  });
}
