import type { ReactNode } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type {
  AnalyticsHealthResponse,
  AnalyticsPerformanceResponse,
  HealthCheckDto,
} from '@courtside/shared/schemas/analytics';
import { ErrorAlert } from '@/components/error-alert';
import { PageLoader } from '@/components/page-loader';
import { AnalyticsSection } from './analytics-section';
import { formatCount, formatEventTime, formatMs, humanizeName } from './analytics-format';
import { HEALTH_LOAD_FAILED } from './analytics-messages';
import { useAnalyticsHealth, useAnalyticsPerformance } from './api';
import {
  CHECK_STATUS_DISPLAY,
  HEALTH_STATUS_DISPLAY,
  SPEED_WORDS,
  healthCheckBadgeColor,
  performanceBadgeColor,
} from './badge-colors';
import { ToneBadge } from './tone-badge';
import classes from './analytics.module.css';

/**
 * The health of the analytics store (refreshed every two minutes, or by Refresh) and how fast the dashboard's
 * own queries run now. It loads and fails on its own: the rest of the dashboard keeps working without it.
 */
export function SystemHealthPanel() {
  const health = useAnalyticsHealth();
  const performance = useAnalyticsPerformance();
  const refresh = () => {
    void health.refetch();
    void performance.refetch();
  };
  return (
    <AnalyticsSection
      title="System Health"
      actions={
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
          loading={health.isFetching || performance.isFetching}
          onClick={refresh}
        >
          Refresh
        </Button>
      }
    >
      {/* Either half failing is the same news for the reader: the figures below may be missing or old. */}
      {health.isError || performance.isError ? <ErrorAlert>{HEALTH_LOAD_FAILED}</ErrorAlert> : null}
      {health.data ? <HealthReport health={health.data} /> : null}
      {performance.data ? <PerformanceReport performance={performance.data} /> : null}
      {health.isPending || performance.isPending ? <PageLoader label="Loading system health..." /> : null}
    </AnalyticsSection>
  );
}

function HealthReport({ health }: { health: AnalyticsHealthResponse }) {
  const status = HEALTH_STATUS_DISPLAY[health.status];
  const checkTime = health.performance.health_check_time_ms;
  const checkTimeColor = healthCheckBadgeColor(checkTime);
  const totalEvents = health.checks.find((check) => check.total_events !== undefined)?.total_events;
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
        <Summary label="Status">
          <ToneBadge color={status.color}>{status.label}</ToneBadge>
        </Summary>
        <Summary label="Health check time">
          <ToneBadge color={checkTimeColor} spoken={SPEED_WORDS[checkTimeColor]}>
            {formatMs(checkTime)}
          </ToneBadge>
        </Summary>
        {totalEvents !== undefined ? <Summary label="Total events">{formatCount(totalEvents)}</Summary> : null}
        <Summary label="Last checked">
          <time dateTime={health.timestamp}>{formatEventTime(health.timestamp)}</time>
        </Summary>
      </SimpleGrid>
      <Title order={3} size="h4">
        Checks
      </Title>
      {health.checks.length === 0 ? (
        <Text>No checks were reported.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} className={classes.plainList} role="list" aria-label="Checks">
          {health.checks.map((check) => (
            <CheckItem key={check.name} check={check} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0} mt={4}>
        {children}
      </Text>
    </Paper>
  );
}

function CheckItem({ check }: { check: HealthCheckDto }) {
  const status = CHECK_STATUS_DISPLAY[check.status];
  const timeColor = performanceBadgeColor(check.query_time_ms);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{humanizeName(check.name)}</Text>
          <ToneBadge color={status.color}>{status.label}</ToneBadge>
        </Group>
        <ToneBadge color={timeColor} spoken={SPEED_WORDS[timeColor]}>
          {formatMs(check.query_time_ms)}
        </ToneBadge>
      </Group>
      <Text size="sm" mt={4} className={classes.wrapAnywhere}>
        {check.message}
        {check.total_events !== undefined ? ` (${formatCount(check.total_events)} events)` : null}
      </Text>
    </Paper>
  );
}

function PerformanceReport({ performance }: { performance: AnalyticsPerformanceResponse }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Performance
      </Title>
      <Text size="sm" c="dimmed">
        The dashboard&apos;s queries, timed just now over {formatCount(performance.total_events)} events.
      </Text>
      {performance.performance_metrics.length === 0 ? (
        <Text>No queries were timed.</Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          className={classes.plainList}
          role="list"
          aria-label="Performance metrics"
        >
          {performance.performance_metrics.map((metric) => {
            const color = performanceBadgeColor(metric.query_time_ms);
            return (
              <Group component="li" key={metric.name} justify="space-between" gap="xs" wrap="nowrap">
                <div className={classes.grow}>
                  <Text className={classes.wrapAnywhere}>{humanizeName(metric.name)}</Text>
                  <Text size="sm" c="dimmed">
                    {formatCount(metric.rows)} {metric.rows === 1 ? 'row' : 'rows'}
                  </Text>
                </div>
                <ToneBadge color={color} spoken={SPEED_WORDS[color]}>
                  {formatMs(metric.query_time_ms)}
                </ToneBadge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
