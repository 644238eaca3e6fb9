import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconTournament, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

interface Feature {
  title: string;
  text: string;
  icon: Icon;
}

const features: Feature[] = [
  {
    title: 'Flex Leagues',
    text: 'Join flexible local leagues and play your matches when it suits you and your opponent.',
    icon: IconTournament,
  },
  {
    title: 'Statistics',
    text: 'Follow your match statistics and player analytics as the season unfolds.',
    icon: IconChartBar,
  },
  {
    title: 'Community',
    text: 'Meet a community of local players at your level and find new hitting partners.',
    icon: IconUsersGroup,
  },
];

export function LandingPage() {
  return (
    <Stack gap="xl" py="md">
      <Stack gap="md" align="center" ta="center" py="xl">
        <Title order={1} fz={{ base: 32, sm: 44 }}>
          Tennis leagues that fit your life
        </Title>
        <Text size="lg" maw={620}>
          Courtside runs recreational tennis leagues: set your availability, schedule matches with your division and
          watch the standings move.
        </Text>
        <Group gap="md" justify="center">
          <Button component={Link} to={paths.signIn} size="md">
            Sign In
          </Button>
          <Button component={Link} to={paths.signUp} size="md" variant="outline">
            Join Now
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {features.map(({ title, text, icon: FeatureIcon }) => (
          <Card key={title} component="li" withBorder padding="lg" radius="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
              <FeatureIcon size={26} />
            </ThemeIcon>
            <Title order={2} size="h3" mt="md">
              {title}
            </Title>
            <Text mt="xs">{text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
