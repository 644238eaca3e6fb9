import { useId } from 'react';
import { Card, Code, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { adminCards, type AdminCard } from './admin-cards';
import { useCommitId } from './api';
import { NeedsAttentionCard } from './needs-attention-card';
import classes from './admin-dashboard-page.module.css';

function AdminCardLink({ card }: { card: AdminCard }) {
  const titleId = useId();
  const descriptionId = useId();
  const CardIcon = card.icon;
  // The whole card is one link, named by its title only so it reads "Manage Users", not the full blurb.
  return (
    <Card
      component={Link}
      to={card.to}
      withBorder
      padding="lg"
      radius="md"
      className={classes.card}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-analytics={card.analytics}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <CardIcon size={26} />
        </ThemeIcon>
        <div>
          <Text id={titleId} fw={700} size="lg">
            {card.title}
          </Text>
          <Text id={descriptionId} size="sm" c="dimmed">
            {card.description}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

export function AdminDashboardPage() {
  const commit = useCommitId();

  return (
    <>
      <PageHeader title="Admin Dashboard" description="Manage the people, leagues and places behind Courtside." />
      <NeedsAttentionCard />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {adminCards.map((card) => (
          <AdminCardLink key={card.to} card={card} />
        ))}
      </SimpleGrid>
      {commit.data ? (
        <Text size="sm" c="dimmed" mt="xl">
          Commit: <Code>{commit.data}</Code>
        </Text>
      ) : null}
    </>
  );
}
