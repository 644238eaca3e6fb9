import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { PAGE_URL_MAX_LENGTH } from '@courtside/shared/schemas/feedback';
import type { feedbackDto, feedbackListResponse } from '@courtside/shared/schemas/feedback';
import { type Answer, api } from '@/lib/api-client';

export const feedbackListQueryKey = ['feedback', 'all'] as const;

/** GET feedback/all: every message, newest first (admins only). */
export function useFeedbackList() {
  return useQuery({
    queryKey: feedbackListQueryKey,
    queryFn: ({ signal }) => api.get<Answer<typeof feedbackListResponse>>('feedback/all', { signal }),
  });
}

/**
 * POST feedback/create about the page the person is on ("page_url defaults to the current address"). An
 * address too long for the server loses its query string rather than the message.
 */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const pageUrl = page.length <= PAGE_URL_MAX_LENGTH ? page : pathname.slice(0, PAGE_URL_MAX_LENGTH);
  return useMutation({
    mutationFn: (message: string) =>
      api.post<Answer<typeof feedbackDto>>('feedback/create', { body: { message, page_url: pageUrl } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackListQueryKey }),
  });
}
