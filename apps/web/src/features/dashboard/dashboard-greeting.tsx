import { useEffect, useState } from 'react';
import { Title } from '@mantine/core';
import type { UserDto } from '@courtside/shared/schemas/users';
import { greetingName, greetingText, hasVisitedDashboard, markDashboardVisited } from './greeting';
import classes from './dashboard.module.css';

export function DashboardGreeting({ user }: { user: UserDto }) {
  // Read once per mount: marking the visit below must not flip the greeting while the page is open.
  const [firstVisit] = useState(() => !hasVisitedDashboard(user.id));

  useEffect(() => {
    markDashboardVisited(user.id);
  }, [user.id]);

  // The name can be a long email prefix: dashboard.module.css's greeting wraps it.
  return (
    <Title order={1} className={classes.greeting}>
      {greetingText(greetingName(user), firstVisit)}
    </Title>
  );
}
