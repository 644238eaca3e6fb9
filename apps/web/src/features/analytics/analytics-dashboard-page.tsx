import { lazy, Suspense, useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { ClubSection } from './club-section';
import { DEFAULT_RANGE_DAYS, type RangeDays } from './date-range';
import { DateRangeSelect } from './date-range-select';
import { SystemHealthPanel } from './system-health-panel';

// The chart library and the events table are their own chunks, fetched when their tab opens: the first view
// (the club figures) loads neither (issue 36).
const UsagePanel = lazy(() => import('./usage-panel').then((module) => ({ default: module.UsagePanel })));
const EventsPanel = lazy(() => import('./events-panel').then((module) => ({ default: module.EventsPanel })));

export const ANALYTICS_TABS = [
  { value: 'club', label: 'Club' },
  { value: 'usage', label: 'Usage' },
  { value: 'events', label: 'Events' },
] as const;
type TabValue = (typeof ANALYTICS_TABS)[number]['value'];
const isTab = (value: string | null): value is TabValue => ANALYTICS_TABS.some((tab) => tab.value === value);

/**
 * /admin/analytics (accounts-and-admin section 2): how the club plays (Club), usage over a chosen range
 * (Usage), the raw events (Events), and system health. The tab is in the address (?tab=events), so it can be
 * linked to and survives a reload.
 */
export function AnalyticsDashboardPage() {
  const [days, setDays] = useState<RangeDays>(DEFAULT_RANGE_DAYS);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabValue = isTab(asked) ? asked : 'club';
  const choose = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'club' ? {} : { tab: value }, { replace: true });
  };

  return (
    <>
      <PageHeader title="Analytics Dashboard" actions={<DateRangeSelect value={days} onChange={setDays} />} />
      <Stack gap="xl">
        {/* Only the chosen tab is drawn (keepMounted off), so only its figures are asked for. */}
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List>
            {ANALYTICS_TABS.map((entry) => (
              <Tabs.Tab key={entry.value} value={entry.value}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="club" pt="lg">
            <ClubSection days={days} />
          </Tabs.Panel>
          <Tabs.Panel value="usage" pt="lg">
            <Suspense fallback={<PageLoader label="Loading analytics..." />}>
              <UsagePanel days={days} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="events" pt="lg">
            <Suspense fallback={<PageLoader label="Loading events..." />}>
              <EventsPanel days={days} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
        <SystemHealthPanel />
      </Stack>
    </>
  );
}
