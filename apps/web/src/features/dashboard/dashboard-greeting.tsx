import { useEffect, useState } from 'react';
import { Title } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { greetingName, greetingText, hasVisitedDashboard, markDashboardVisited } from './greeting';

export function DashboardGreeting({ user }: { user: UserDto }) {
  // Read once per mount: marking the visit below must not flip the greeting while the page is open.
  const [firstVisit] = useState(() => !hasVisitedDashboard(user.id));

  useEffect(() => {
    markDashboardVisited(user.id);
  }, [user.id]);

  return <Title order={1}>{greetingText(greetingName(user), firstVisit)}</Title>;
}
