import { Group, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconBallTennis } from '@tabler/icons-react';
import { Link } from '@/lib/router';
import classes from './brand-link.module.css';

/** `nameVisibleFrom` hides the name (not the logo) below that breakpoint; the link keeps its accessible name. */
export function BrandLink({ to, nameVisibleFrom }: { to: string; nameVisibleFrom?: MantineBreakpoint }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Courtside home" style={{ borderRadius: 8 }}>
      <Group gap={8} wrap="nowrap">
        <IconBallTennis size={28} aria-hidden="true" className={classes.logo} />
        <Text fw={800} fz="xl" className={classes.name} visibleFrom={nameVisibleFrom}>
          Courtside
        </Text>
      </Group>
    </UnstyledButton>
  );
}
