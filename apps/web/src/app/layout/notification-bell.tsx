import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadNotifications } from '@/lib/notification-queries';
import { paths } from '@/lib/paths';

export const notificationsLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;

/** The header's bell: the unread count on it, the notifications page behind it (issue 34). */
export function NotificationBell() {
  const unread = useUnreadNotifications().data ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} offset={4} color="red">
      <ActionIcon
        component={Link}
        to={paths.notifications}
        variant="subtle"
        size="lg"
        aria-label={notificationsLabel(unread)}
      >
        <IconBell size={20} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
