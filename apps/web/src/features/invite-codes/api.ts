import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '@courtside/shared/schemas/common';
import {
  createInviteCodeResponse,
  inviteCodesListResponse,
  type CreateInviteCodeRequest,
} from '@courtside/shared/schemas/invite-codes';
import { api } from '@/lib/api-client';

export const inviteCodesQueryKey = ['invite-codes', 'all'] as const;

export function useInviteCodes() {
  return useQuery({
    queryKey: inviteCodesQueryKey,
    queryFn: ({ signal }) => api.get('invite-codes/all', { schema: inviteCodesListResponse, signal }),
  });
}

function useInvalidateInviteCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inviteCodesQueryKey });
}

export function useCreateInviteCode() {
  const invalidate = useInvalidateInviteCodes();
  return useMutation({
    mutationFn: (input: CreateInviteCodeRequest) =>
      api.post('invite-codes/create', { body: input, schema: createInviteCodeResponse }),
    onSuccess: invalidate,
  });
}

export function useDisableInviteCode() {
  const invalidate = useInvalidateInviteCodes();
  return useMutation({
    mutationFn: (id: number) => api.put('invite-codes/disable', { body: { id }, schema: successResponse }),
    onSuccess: invalidate,
  });
}

export function useDeleteInviteCode() {
  const invalidate = useInvalidateInviteCodes();
  return useMutation({
    mutationFn: (id: number) => api.delete('invite-codes/delete', { query: { id }, schema: successResponse }),
    onSuccess: invalidate,
  });
}
