import { IconCalendarTime, IconInfoCircle } from '@tabler/icons-react';
import { PlainButtonLink } from '@/components/plain-button';
import { InfoNotice } from '@/components/info-notice';
import { paths } from '@/lib/paths';
import { plural } from './match-view';

/** Shown while matches remain to be arranged (league-play section 2): opponents find times from availability. */
export function AvailabilityBanner({ leagueId, unscheduledCount }: { leagueId: number; unscheduledCount: number }) {
  return (
    <InfoNotice
      icon={<IconInfoCircle aria-hidden="true" />}
      title={`${plural(unscheduledCount, 'match', 'matches')} still to schedule`}
      text="Keep your availability up to date so your opponents can find a time that suits you both."
      action={
        <PlainButtonLink
          to={paths.leagueAvailability(leagueId)}
          data-analytics="league.home.update-availability"
          variant="filled"
          size="sm"
          leftSection={<IconCalendarTime size={16} aria-hidden="true" />}
        >
          Update Availability
        </PlainButtonLink>
      }
    />
  );
}
