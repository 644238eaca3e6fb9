import { Badge } from '@mantine/core';

/** Marks a private league (issue 38): only its organizer, its players and the club's admins see it. */
export function PrivateBadge() {
  return (
    <Badge component="span" color="grape" variant="light" title="Only invited players see this league">
      Private
    </Badge>
  );
}
