import { Badge, Group, Stack, Text } from '@mantine/core';
import { tagCategory } from '@courtside/shared/analytics/tags';
import type { TopFeatureDto } from '@courtside/shared/schemas/analytics';
import { AnalyticsSection } from './analytics-section';
import { formatCount } from './analytics-format';
import { CATEGORY_BADGE_COLOR } from './badge-colors';
import { NO_EVENTS_IN_PERIOD } from './analytics-messages';
import classes from './analytics.module.css';

/** accounts-and-admin section 9: the top 10 features, of the 15 the metrics return. */
export const TOP_FEATURES_SHOWN = 10;

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** The most used tags, most used first, each with its category, its distinct users and its uses. */
export function TopFeaturesList({ features }: { features: readonly TopFeatureDto[] }) {
  const shown = features.slice(0, TOP_FEATURES_SHOWN);
  return (
    <AnalyticsSection title="Most Used Features">
      {shown.length === 0 ? (
        <Text>{NO_EVENTS_IN_PERIOD}</Text>
      ) : (
        <Stack component="ol" gap="sm" m={0} pl="lg" aria-label="Most used features">
          {shown.map((feature) => {
            const category = tagCategory(feature.tag);
            return (
              <li key={feature.tag}>
                <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                  <Text fw={600} ff="monospace" size="sm" className={classes.wrapAnywhere}>
                    {feature.tag}
                  </Text>
                  <Badge
                    component="span"
                    variant="light"
                    color={CATEGORY_BADGE_COLOR[category]}
                    className={classes.badge}
                  >
                    {category}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {plural(feature.unique_users, 'unique user', 'unique users')} ·{' '}
                  {plural(feature.usage_count, 'use', 'uses')}
                </Text>
              </li>
            );
          })}
        </Stack>
      )}
    </AnalyticsSection>
  );
}
