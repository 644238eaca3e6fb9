import { Stack } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { ANALYTICS_LOAD_FAILED } from './analytics-messages';
import { useAnalyticsEvents, useAnalyticsMetrics } from './api';
import type { RangeDays } from './date-range';
import { RecentEventsTable } from './recent-events-table';
import { TopFeaturesList } from './top-features-list';

/**
 * The Events tab: the raw event tags, most used first, and the newest events. Its own chunk, read only when
 * the tab is opened (issue 36).
 */
export function EventsPanel({ days }: { days: RangeDays }) {
  const metrics = useAnalyticsMetrics(days);
  const events = useAnalyticsEvents();
  if (metrics.isError || events.isError) {
    const failed = [metrics, events].filter((query) => query.isError);
    return (
      <LoadFailure
        title={ANALYTICS_LOAD_FAILED}
        query={{
          isFetching: failed.some((query) => query.isFetching),
          refetch: () => Promise.all(failed.map((query) => query.refetch())),
        }}
      >
        {errorMessage(failed[0]?.error)}
      </LoadFailure>
    );
  }
  if (metrics.data === undefined || events.data === undefined) return <PageLoader label="Loading events..." />;
  return (
    <Stack gap="xl">
      <TopFeaturesList features={metrics.data.top_features} />
      <RecentEventsTable events={events.data} />
    </Stack>
  );
}
