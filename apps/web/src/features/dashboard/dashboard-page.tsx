import { useCurrentUser } from '@/lib/current-user';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { ColumnGrid } from '@/components/column-grid';
import { useMyMatches } from '@/lib/league-queries';
import { isAdmin } from '@courtside/shared/league/permissions';
import { ActionCenterCard } from './action-center-card';
import { useMyLeagues, useMyPlayers } from './api';
import { CompleteProfileCard } from './complete-profile-card';
import { DashboardGreeting } from './dashboard-greeting';
import { QuickStatsCard } from './quick-stats-card';
import { RecentActivityCard } from './recent-activity-card';
import classes from './dashboard.module.css';

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  // The cards below read these; asked for now, with the greeting, they do not wait for the cards to be drawn.
  useMyPlayers();
  useMyLeagues();
  useMyMatches();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <div className={classes.page}>
      <DashboardGreeting user={user} />
      {/*
        The greeting, the page's largest paint, is drawn alone; then each card below it in a task of its own, so
        that no task of the page's first load holds a phone for long (ADR 046).
      */}
      <AfterFirstPaint oneByOne>
        <CompleteProfileCard />
        <ColumnGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <QuickStatsCard />
          <RecentActivityCard />
        </ColumnGrid>
        <ActionCenterCard showAdmin={isAdmin(user)} />
      </AfterFirstPaint>
    </div>
  );
}
