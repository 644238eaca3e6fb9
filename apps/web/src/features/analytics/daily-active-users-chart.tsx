// Mantine's chart styles travel with this lazily loaded page instead of weighing on every other one.
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Text, VisuallyHidden } from '@mantine/core';
import type { AnalyticsMetricsResponse } from '@courtside/shared/schemas/analytics';
import { AnalyticsSection } from './analytics-section';
import { formatCount, formatDay } from './analytics-format';
import { NO_EVENTS_IN_PERIOD } from './analytics-messages';

type DailyActiveUsers = AnalyticsMetricsResponse['daily_active_users'];

const series = [{ name: 'daily_active_users', label: 'Active users', color: 'court.6' }];
const dayWithYear = (day: unknown) => formatDay(String(day), true);
const shortDay = (day: unknown) => formatDay(String(day));

/** The busiest day and the daily average, in words under the chart for everyone. */
export function dailyActiveUsersSummary(days: DailyActiveUsers): string {
  const peak = days.reduce<DailyActiveUsers[number] | null>(
    (best, day) => (best === null || day.daily_active_users > best.daily_active_users ? day : best),
    null,
  );
  if (!peak || peak.daily_active_users === 0) return 'No signed-in users were active in this period.';
  const total = days.reduce((sum, day) => sum + day.daily_active_users, 0);
  const average = (total / days.length).toFixed(1);
  return `Busiest day: ${dayWithYear(peak.date)} with ${formatCount(peak.daily_active_users)} active users. Average: ${average} a day.`;
}

/**
 * Signed-in users active on each UTC day of the range. The chart is one named image for screen readers, who
 * get every day's figure from a visually hidden table instead of the bars; Recharts' own keyboard layer is off
 * so that the image holds nothing focusable.
 */
export function DailyActiveUsersChart({ metrics }: { metrics: AnalyticsMetricsResponse }) {
  const days = metrics.daily_active_users;
  const first = days[0];
  const last = days.at(-1);
  return (
    <AnalyticsSection title="Daily Active Users" description="Signed-in users active each day (UTC days).">
      {metrics.total_events === 0 || !first || !last ? (
        <Text>{NO_EVENTS_IN_PERIOD}</Text>
      ) : (
        <>
          <div
            role="img"
            aria-label={`Bar chart of daily active users, ${dayWithYear(first.date)} to ${dayWithYear(last.date)}`}
          >
            <BarChart
              h={240}
              data={days}
              dataKey="date"
              series={series}
              accessibilityLayer={false}
              gridAxis="x"
              valueFormatter={formatCount}
              xAxisProps={{ tickFormatter: shortDay }}
              yAxisProps={{ allowDecimals: false, width: 36 }}
              tooltipProps={{ labelFormatter: dayWithYear }}
            />
          </div>
          <Text size="sm">{dailyActiveUsersSummary(days)}</Text>
          <VisuallyHidden>
            <table>
              <caption>Daily active users by day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Active users</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{dayWithYear(day.date)}</th>
                    <td>{formatCount(day.daily_active_users)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </AnalyticsSection>
  );
}
