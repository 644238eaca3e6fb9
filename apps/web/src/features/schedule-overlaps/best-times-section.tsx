import { useId } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import type { OverlapChoice } from '@/lib/availability-queries';
import { formatProposalTime } from '@/lib/match-display';
import type { ProposeHandler } from './overlap-days';
import { slotTimes } from './overlap-view';
import classes from './schedule-overlaps.module.css';
import cardList from '@/components/card-list.module.css';

export const BEST_TIMES_TITLE = 'Best times this week';

const fits = (count: number) => `Fits ${count} ${count === 1 ? 'opponent' : 'opponents'}`;

/** The three times in the next 7 days that fit the most opponents still to schedule, with Propose buttons. */
export function BestTimesSection({
  best,
  emptyMessage,
  onPropose,
}: {
  best: readonly OverlapChoice[];
  /** What to say when `best` is empty (noBestTimesMessage). */
  emptyMessage: string;
  onPropose: ProposeHandler;
}) {
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        <Group gap="xs" component="span">
          <IconStar size={20} aria-hidden="true" />
          {BEST_TIMES_TITLE}
        </Group>
      </Title>
      {best.length === 0 ? (
        <Text c="dimmed">{emptyMessage}</Text>
      ) : (
        <ol role="list" aria-label={BEST_TIMES_TITLE} className={cardList.list}>
          {best.map((choice) => {
            const when = formatProposalTime(choice.start_time);
            return (
              <Card component="li" key={choice.start_time} withBorder padding="md" radius="md">
                <Stack gap="xs">
                  <div>
                    <Text fw={600}>
                      <time dateTime={choice.start_time}>{when}</time>
                    </Text>
                    <Text size="sm" c="dimmed">
                      {slotTimes(choice)} · {fits(choice.opponents.length)}
                    </Text>
                  </div>
                  <ul role="list" aria-label={`Opponents for ${when}`} className={classes.opponents}>
                    {choice.opponents.map((opponent) => (
                      <Group
                        component="li"
                        key={opponent.id}
                        justify="space-between"
                        gap="xs"
                        className={classes.opponentRow}
                      >
                        <Text className={classes.wrap}>{opponent.name}</Text>
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => onPropose(choice, opponent)}
                          aria-label={`Propose to ${opponent.name} for ${when}`}
                        >
                          Propose
                        </Button>
                      </Group>
                    ))}
                  </ul>
                </Stack>
              </Card>
            );
          })}
        </ol>
      )}
    </Stack>
  );
}
