import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@courtside/shared/schemas/common';
import { userDto, usersListResponse } from '@courtside/shared/schemas/users';
import { api } from '@/lib/api-client';

export const usersQueryKey = ['users', 'all'] as const;

export function useAllUsers() {
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => api.get('users/all', { schema: usersListResponse, signal }),
  });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api.put('users/update', { body: { id: userId, user_type: 'admin' }, schema: userDto }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete('users/remove', { query: { user_id: userId }, schema: successResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export function useSetPassword() {
  return useMutation({
    mutationFn: (input: { userId: number; password: string }) =>
      api.put('users/setPassword', {
        body: { user_id: input.userId, new_password: input.password },
        schema: successResponse,
      }),
  });
}
