import { useMutation, useQuery } from '@tanstack/react-query';
import type { emailActionPerformResponse, emailActionPreviewResponse } from '@courtside/shared/schemas/email-actions';
import { type Answer, api } from '@/lib/api-client';

/**
 * A one-tap link from an email (ADR 070): what it would do (a read that never acts, so a mail scanner fetching
 * the page changes nothing) and doing it, on the reader's tap. Neither needs a session: the token is the
 * credential.
 */
export function useEmailActionPreview(token: string) {
  return useQuery({
    queryKey: ['email-actions', 'preview', token],
    queryFn: ({ signal }) =>
      api.get<Answer<typeof emailActionPreviewResponse>>('email-actions/preview', { query: { token }, signal }),
    enabled: token !== '',
    // What the link can do changes only when someone acts; after this page acts it shows the outcome instead.
    staleTime: Infinity,
    select: (answer) => answer.preview,
  });
}

export function usePerformEmailAction() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<Answer<typeof emailActionPerformResponse>>('email-actions/perform', { body: { token } }),
  });
}
