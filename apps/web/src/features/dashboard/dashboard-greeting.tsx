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

  // The name can be a long email prefix without a space ('newcomer2025club'): it wraps rather than pushing
  // the page sideways on a phone, and breaks inside a word only when the word alone is wider than the line.
  return (
    <Title order={1} style={{ wordBreak: 'normal', overflowWrap: 'break-word' }}>
      {greetingText(greetingName(user), firstVisit)}
    </Title>
  );
}
