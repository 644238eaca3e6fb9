import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarTime,
  IconChartBar,
  IconListNumbers,
  IconTicket,
  IconTournament,
  IconUsersGroup,
  IconVs,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import classes from './landing-page.module.css';

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

/** What a player actually does in a season, in the order they do it; each step is a screen of the app. */
const seasonSteps: Feature[] = [
  {
    title: 'Join a league',
    text: 'Sign up with an invite code from your club, then register for a league that is open for registration.',
    icon: IconTicket,
  },
  {
    title: "Say when you're free",
    text: 'Mark the times you can play, once or every week. You see which opponents are free at the same time.',
    icon: IconCalendarTime,
  },
  {
    title: 'Play your division',
    text: 'Propose a time to an opponent you have not played yet. Once they accept, meet on court and enter the score.',
    icon: IconVs,
  },
  {
    title: 'See the standings',
    text: 'Every score entered updates your division standings, so you always know where you stand.',
    icon: IconListNumbers,
  },
];

/** The first page a visitor sees: what Courtside is, and the way in. */
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

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ul" className={classes.list}>
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
      <SeasonStory />
    </Stack>
  );
}

function SeasonStory() {
  return (
    <Stack component="section" aria-labelledby="season-story-title" gap="lg" py="md">
      <Title order={2} id="season-story-title" ta="center">
        How a season works
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" component="ol" className={classes.list}>
        {seasonSteps.map(({ title, text, icon: StepIcon }, index) => (
          <Group key={title} component="li" gap="md" align="flex-start" wrap="nowrap">
            <ThemeIcon size={44} radius="xl" variant="filled" aria-hidden="true">
              <StepIcon size={24} />
            </ThemeIcon>
            <Stack gap={4} miw={0}>
              <Title order={3} size="h4">
                <Text span inherit c="dimmed">
                  {index + 1}.{' '}
                </Text>
                {title}
              </Title>
              <Text>{text}</Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
