import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { formatDateTime } from '@/lib/format-date';
import { useRecentActivity } from '@/lib/league-queries';
import { paths } from '@/lib/paths';
import cardList from '@/components/card-list.module.css';
import { ACTIVITY_LABELS, activityLink, activityText, activityTime } from './recent-activity';
import styles from './dashboard.module.css';

export const NO_RECENT_ACTIVITY = 'No recent activity in your leagues yet.';
export const RECENT_ACTIVITY_FAILED = 'Recent activity could not be loaded.';

/**
 * What happened lately in the leagues I play in (issue 34, ADR 063): results, schedules and newcomers of my
 * divisions, my placements and my leagues' steps, newest first, each a link to where it can be seen.
 */
export function RecentActivityCard() {
  const activity = useRecentActivity();
  let content;
  if (activity.isPending) {
    content = <Loader size="sm" aria-label="Loading recent activity" />;
  } else if (activity.isError) {
    content = (
      <LoadFailure query={activity}>
        {RECENT_ACTIVITY_FAILED} {activity.error.message}
      </LoadFailure>
    );
  } else if (activity.data.length === 0) {
    content = (
      <Stack gap="sm" align="flex-start">
        <Text>{NO_RECENT_ACTIVITY}</Text>
        <Text size="sm" c="dimmed">
          Join a league to see results, schedules and new players of your division here.
        </Text>
        <Button size="xs" variant="light" component={Link} to={paths.register}>
          Find a League
        </Button>
      </Stack>
    );
  } else {
    const now = new Date();
    content = (
      <ul role="list" aria-label="Recent activity in your leagues" className={cardList.list}>
        {activity.data.map((item) => (
          <Stack component="li" key={item.key} gap={0}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              {ACTIVITY_LABELS[item.kind]}
            </Text>
            <Link to={activityLink(item)} className={`${styles.activityLink} ${cardList.wrap}`}>
              {activityText(item)}
            </Link>
            <Text size="sm" c="dimmed" className={cardList.wrap}>
              {item.division_name ? `${item.league_name} · ${item.division_name}` : item.league_name} ·{' '}
              <time dateTime={item.at} title={formatDateTime(item.at)}>
                {activityTime(item.at, now)}
              </time>
            </Text>
          </Stack>
        ))}
      </ul>
    );
  }
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h3" id="recent-activity-title" mb="md">
        Recent Activity
      </Title>
      {content}
    </Card>
  );
}
