import { SimpleGrid, Stack } from '@mantine/core';
import { PendingPairInvitations } from '@/components/pending-pair-invitations';
import { useCurrentUser } from '@/lib/current-user';
import { isAdmin } from '@courtside/shared/league/permissions';
import { ActionCenterCard } from './action-center-card';
import { CompleteProfileCard } from './complete-profile-card';
import { DashboardGreeting } from './dashboard-greeting';
import { NextStepsCard } from './next-steps-card';
import { QuickStatsCard } from './quick-stats-card';
import { RecentActivityCard } from './recent-activity-card';

export function DashboardPage() {
  const { data: user } = useCurrentUser();
  // The route guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <Stack gap="lg">
      <DashboardGreeting user={user} />
      <PendingPairInvitations />
      <CompleteProfileCard />
      <NextStepsCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <QuickStatsCard />
        <RecentActivityCard />
      </SimpleGrid>
      <ActionCenterCard showAdmin={isAdmin(user)} />
    </Stack>
  );
}
