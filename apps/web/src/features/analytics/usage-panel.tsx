import { Loader, Stack, Text } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { formatDay } from './analytics-format';
import { ANALYTICS_LOAD_FAILED } from './analytics-messages';
import { useAnalyticsMetrics } from './api';
import { DailyActiveUsersChart } from './daily-active-users-chart';
import type { RangeDays } from './date-range';
import { MetricCards } from './metric-cards';

/**
 * The Usage tab: the spec's three cards and the daily chart, from the events browsers send. Loaded with its
 * chart library only when the tab is opened, so the page's first view stays light (issue 36).
 */
export function UsagePanel({ days }: { days: RangeDays }) {
  const metrics = useAnalyticsMetrics(days);
  if (metrics.data === undefined) {
    if (metrics.isError) {
      return (
        <LoadFailure title={ANALYTICS_LOAD_FAILED} query={metrics}>
          {errorMessage(metrics.error)}
        </LoadFailure>
      );
    }
    return <PageLoader label="Loading analytics..." />;
  }
  const period = `${formatDay(metrics.data.start_date, true)} to ${formatDay(metrics.data.end_date, true)}, in UTC days.`;
  return (
    <Stack gap="xl">
      <Text size="sm" c="dimmed">
        {period} {metrics.isPlaceholderData ? <Loader size="xs" aria-label="Loading the new time range" /> : null}
      </Text>
      <MetricCards metrics={metrics.data} />
      <DailyActiveUsersChart metrics={metrics.data} />
    </Stack>
  );
}
