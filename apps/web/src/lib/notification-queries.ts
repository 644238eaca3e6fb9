import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { notificationsResponse, unreadCountResponse } from '@courtside/shared/schemas/notifications';
import { type Answer, api } from '@/lib/api-client';

/**
 * In-app notifications (issue 34, ADR 061): the header's count, which every signed-in page shows, and the
 * notifications page's list. The count is asked for again every few seconds while the page is in view, so a
 * change made by someone else, on any server process, shows within 5 seconds without a reload.
 */
export const notificationsKey = ['notifications'] as const;
const unreadKey = ['notifications', 'unread'] as const;
const listKey = ['notifications', 'list'] as const;
export const UNREAD_POLL_MS = 3_000;

export function useUnreadNotifications() {
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => api.get<Answer<typeof unreadCountResponse>>('notifications/unreadCount', { signal }),
    refetchInterval: UNREAD_POLL_MS,
    select: (answer) => answer.unread_count,
  });
}

export function useNotifications() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api.get<Answer<typeof notificationsResponse>>('notifications/list', { signal }),
  });
}

function useNotificationChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkNotificationRead() {
  return useNotificationChange((id: number) => api.put('notifications/markRead', { body: { id } }));
}

export function useMarkAllNotificationsRead() {
  return useNotificationChange(() => api.put('notifications/markAllRead', { body: {} }));
}
