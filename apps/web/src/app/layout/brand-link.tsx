import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconBallTennis } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BrandLink({ to }: { to: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Courtside home" style={{ borderRadius: 8 }}>
      <Group gap={8} wrap="nowrap">
        <IconBallTennis size={28} aria-hidden="true" color="var(--mantine-color-court-8)" />
        <Text fw={800} fz="xl" c="court.9">
          Courtside
        </Text>
      </Group>
    </UnstyledButton>
  );
}
