import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format-date';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '@/lib/notification-queries';
import { notifyError } from '@/lib/notify';
import cardList from '@/components/card-list.module.css';
import { notificationLink, notificationText } from './notification-text';

export const NO_NOTIFICATIONS = 'No notifications yet. Proposals, schedules and scores of your matches appear here.';
export const NOTIFICATIONS_FAILED = 'Your notifications could not be loaded.';

/** /notifications: what happened in my leagues, newest first, each a tap from where to act (issue 34). */
export function NotificationsPage() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();

  let content;
  if (notifications.isPending) {
    content = <PageLoader label="Loading notifications..." />;
  } else if (notifications.isError) {
    content = <LoadFailure query={notifications}>{NOTIFICATIONS_FAILED}</LoadFailure>;
  } else if (notifications.data.notifications.length === 0) {
    content = <Text>{NO_NOTIFICATIONS}</Text>;
  } else {
    content = (
      <ul role="list" aria-label="Notifications" className={cardList.list}>
        {notifications.data.notifications.map((notification) => {
          const unread = notification.read_at === null;
          const text = notificationText(notification);
          return (
            <Card component="li" key={notification.id} withBorder padding="sm" radius="md">
              <Group justify="space-between" gap="sm">
                <Stack gap={2} className={cardList.text}>
                  <Group gap="xs">
                    {unread ? (
                      <Badge size="sm" variant="filled">
                        New
                      </Badge>
                    ) : null}
                    <Text fw={unread ? 700 : 400} className={cardList.wrap}>
                      {text}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" className={cardList.wrap}>
                    {notification.league_name} · {formatDateTime(notification.created_at)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant={unread ? 'filled' : 'light'}
                  component={Link}
                  to={notificationLink(notification)}
                  aria-label={`Open: ${text}`}
                  // Opening it is reading it; the page it leads to does not wait for the answer.
                  onClick={() => (unread ? markRead.mutate(notification.id) : undefined)}
                >
                  Open
                </Button>
              </Group>
            </Card>
          );
        })}
      </ul>
    );
  }

  const unreadCount = notifications.data?.unread_count ?? 0;
  return (
    <>
      <PageHeader
        title="Notifications"
        description={unreadCount === 0 ? 'All read.' : `${unreadCount} unread.`}
        actions={
          unreadCount > 0 ? (
            <Button
              variant="light"
              loading={markAllRead.isPending}
              onClick={() =>
                markAllRead.mutate(undefined, {
                  onError: (error) => notifyError(`Failed to mark notifications read: ${error.message}`),
                })
              }
            >
              Mark all read
            </Button>
          ) : null
        }
      />
      {content}
    </>
  );
}
