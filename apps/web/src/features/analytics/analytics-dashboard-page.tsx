import { useState } from 'react';
import { Grid, Loader, Stack } from '@mantine/core';
import type { AnalyticsEventDto, AnalyticsMetricsResponse } from '@courtside/shared/schemas/analytics';
import { LoadFailure } from '@/components/load-failure';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { formatDay } from './analytics-format';
import { ANALYTICS_LOAD_FAILED } from './analytics-messages';
import { useAnalyticsEvents, useAnalyticsMetrics } from './api';
import { DailyActiveUsersChart } from './daily-active-users-chart';
import { DEFAULT_RANGE_DAYS, type RangeDays } from './date-range';
import { DateRangeSelect } from './date-range-select';
import { MetricCards } from './metric-cards';
import { RecentEventsTable } from './recent-events-table';
import { SystemHealthPanel } from './system-health-panel';
import { TopFeaturesList } from './top-features-list';

/** /admin/analytics (accounts-and-admin section 2): usage over a chosen range, recent events and system health. */
export function AnalyticsDashboardPage() {
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE_DAYS);
  const metrics = useAnalyticsMetrics(days);
  const events = useAnalyticsEvents();
  // Another range's figures are on their way while the previous range's stay on screen.
  const updating = metrics.isPlaceholderData;

  let content;
  if (metrics.isError || events.isError) {
    const failed = [metrics, events].filter((query) => query.isError);
    content = (
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
  } else if (metrics.data === undefined || events.data === undefined) {
    content = <PageLoader label="Loading analytics..." />;
  } else {
    content = <Dashboard metrics={metrics.data} events={events.data} />;
  }

  return (
    <>
      <PageHeader
        title="Analytics Dashboard"
        description={metrics.data && !updating ? periodText(metrics.data) : undefined}
        actions={
          <>
            {updating ? <Loader size="sm" aria-label="Loading the new time range" /> : null}
            <DateRangeSelect value={days} onChange={setDays} />
          </>
        }
      />
      <Stack gap="xl">
        {content}
        <SystemHealthPanel />
      </Stack>
    </>
  );
}

function periodText(metrics: AnalyticsMetricsResponse): string {
  return `${formatDay(metrics.start_date, true)} to ${formatDay(metrics.end_date, true)}, in UTC days.`;
}

function Dashboard({ metrics, events }: { metrics: AnalyticsMetricsResponse; events: readonly AnalyticsEventDto[] }) {
  return (
    <Stack gap="xl">
      <MetricCards metrics={metrics} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <DailyActiveUsersChart metrics={metrics} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TopFeaturesList features={metrics.top_features} />
        </Grid.Col>
      </Grid>
      <RecentEventsTable events={events} />
    </Stack>
  );
}
