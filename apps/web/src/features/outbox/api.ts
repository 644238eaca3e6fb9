import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { outboxListResponse, outboxMessageResponse } from '@courtside/shared/schemas/outbox';
import { type Answer, api } from '@/lib/api-client';

/** GET outbox/list: one page of messages, newest first (admins only). The last page stays up while the next loads. */
export function useOutboxPage(page: number) {
  return useQuery({
    queryKey: ['outbox', 'list', page] as const,
    queryFn: ({ signal }) => api.get<Answer<typeof outboxListResponse>>('outbox/list', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET outbox/get: one message with its text and HTML, while its view is open. */
export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: ['outbox', 'get', id] as const,
    queryFn: ({ signal }) =>
      api.get<Answer<typeof outboxMessageResponse>>('outbox/get', { query: { id: id! }, signal }),
    enabled: id !== null,
  });
}
