import { Text, Timeline } from '@mantine/core';
import { timelineIndex, timelineSteps } from '@courtside/shared/league/league-status';
import type { LeagueStatus } from '@courtside/shared/schemas/leagues';
import { leagueStatusLabel } from './league-status-label';

const STATE_WORDS = { done: 'Done', current: 'Current step', upcoming: 'Upcoming' } as const;

/** The league's way from draft to completed, with the step it is at marked (in_progress shows at Active). */
export function LeagueTimeline({ status }: { status: LeagueStatus }) {
  const steps = timelineSteps(status);
  return (
    <>
      {timelineIndex(status) === -1 ? (
        <Text mb="sm">This league is {leagueStatusLabel(status).toLowerCase()} and on none of these steps.</Text>
      ) : null}
      <Timeline active={timelineIndex(status)} bulletSize={18} lineWidth={2} role="list" aria-label="League timeline">
        {steps.map((step) => (
          <Timeline.Item
            key={step.status}
            role="listitem"
            aria-current={step.state === 'current' ? 'step' : undefined}
            title={leagueStatusLabel(step.status)}
          >
            <Text
              size="sm"
              c={step.state === 'current' ? undefined : 'dimmed'}
              fw={step.state === 'current' ? 600 : 400}
            >
              {STATE_WORDS[step.state]}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </>
  );
}
