import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { successResponse } from '@courtside/shared/schemas/common';
import type {
  CreateInviteCodeRequest,
  createInviteCodeResponse,
  inviteCodesListResponse,
} from '@courtside/shared/schemas/invite-codes';
import { type Answer, api } from '@/lib/api-client';

export const inviteCodesQueryKey = ['invite-codes', 'all'] as const;

export function useInviteCodes() {
  return useQuery({
    queryKey: inviteCodesQueryKey,
    queryFn: ({ signal }) => api.get<Answer<typeof inviteCodesListResponse>>('invite-codes/all', { signal }),
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
      api.post<Answer<typeof createInviteCodeResponse>>('invite-codes/create', { body: input }),
    onSuccess: invalidate,
  });
}

export function useDisableInviteCode() {
  const invalidate = useInvalidateInviteCodes();
  return useMutation({
    mutationFn: (id: number) => api.put<Answer<typeof successResponse>>('invite-codes/disable', { body: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteInviteCode() {
  const invalidate = useInvalidateInviteCodes();
  return useMutation({
    mutationFn: (id: number) => api.delete<Answer<typeof successResponse>>('invite-codes/delete', { query: { id } }),
    onSuccess: invalidate,
  });
}
