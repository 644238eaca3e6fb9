import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Previous, Next and Go To Today, with the week they lead from (league-play section 2). */
export function WeekNavigation({
  label,
  onPrevious,
  onNext,
  onToday,
}: {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Text fw={600} aria-live="polite" aria-atomic="true">
        {label}
      </Text>
      {/* Compact, so that all three fit on one line of a 375 px phone. */}
      <Group gap={6}>
        <Button
          size="compact-md"
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          onClick={onPrevious}
        >
          Previous
        </Button>
        <Button size="compact-md" variant="default" onClick={onToday}>
          Go To Today
        </Button>
        <Button
          size="compact-md"
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          onClick={onNext}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}

/** The phone layout's one-day steps, at the two ends of one line: neither button shrinks. */
export function DayNavigation({
  label,
  onPrevious,
  onNext,
}: {
  label: string;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Button variant="light" leftSection={<IconChevronLeft size={16} aria-hidden="true" />} onClick={onPrevious}>
        Previous day
      </Button>
      {/* The grid's column header shows the day; this tells screen readers that it changed. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {label}
      </VisuallyHidden>
      <Button variant="light" rightSection={<IconChevronRight size={16} aria-hidden="true" />} onClick={onNext}>
        Next day
      </Button>
    </Group>
  );
}
