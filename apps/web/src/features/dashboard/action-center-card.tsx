import { Button } from '@mantine/core';
import { IconCalendarEvent, IconClipboardList, IconShieldLock, IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ColumnGrid } from '@/components/column-grid';
import plainCard from '@/components/plain-card.module.css';
import plainType from '@/components/plain-type.module.css';
import classes from './dashboard.module.css';

export function ActionCenterCard({ showAdmin }: { showAdmin: boolean }) {
  return (
    <section aria-labelledby="action-center-title" className={`${plainCard.card} ${plainCard.roomy}`}>
      <h2 className={`${plainType.h3} ${classes.cardTitle}`} id="action-center-title">
        Action Center
      </h2>
      <ColumnGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          component={Link}
          to={paths.register}
          leftSection={<IconClipboardList size={18} aria-hidden="true" />}
          data-analytics="navigation.dashboard.register"
        >
          Register for League
        </Button>
        <Button
          component={Link}
          to={paths.myLeagues}
          data-analytics="navigation.dashboard.my-leagues"
          variant="light"
          leftSection={<IconTrophy size={18} aria-hidden="true" />}
        >
          My Leagues
        </Button>
        <Button
          component={Link}
          to={paths.scheduledMatches}
          data-analytics="navigation.dashboard.scheduled-matches"
          variant="light"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
        >
          My Scheduled Matches
        </Button>
        {showAdmin ? (
          <Button
            component={Link}
            to={paths.adminDashboard}
            data-analytics="navigation.dashboard.admin"
            variant="outline"
            leftSection={<IconShieldLock size={18} aria-hidden="true" />}
          >
            Admin Dashboard
          </Button>
        ) : null}
      </ColumnGrid>
    </section>
  );
}
