import { useCurrentUser } from '@/lib/current-user';
import { ColumnGrid } from '@/components/column-grid';
import { isAdmin } from '@courtside/shared/league/permissions';
import { ActionCenterCard } from './action-center-card';
import { CompleteProfileCard } from './complete-profile-card';
import { DashboardGreeting } from './dashboard-greeting';
import { QuickStatsCard } from './quick-stats-card';
import { RecentActivityCard } from './recent-activity-card';
import classes from './dashboard.module.css';

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <div className={classes.page}>
      <DashboardGreeting user={user} />
      <CompleteProfileCard />
      <ColumnGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <QuickStatsCard />
        <RecentActivityCard />
      </ColumnGrid>
      <ActionCenterCard showAdmin={isAdmin(user)} />
    </div>
  );
}
