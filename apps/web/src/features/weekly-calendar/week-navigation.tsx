import { Button } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import plainType from '@/components/plain-type.module.css';
import classes from './weekly-calendar.module.css';

/**
 * Previous, Next and Go To Today, with the week they lead from (league-play section 2). The row and its label in
 * plain elements, as the calendar draws it in its first load (issue 10).
 */
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
    <div className={classes.weekNavigation}>
      <p className={`${plainType.text} ${plainType.strong}`} aria-live="polite" aria-atomic="true">
        {label}
      </p>
      {/* Compact, so that all three fit on one line of a 375 px phone. */}
      <div className={classes.weekButtons}>
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
      </div>
    </div>
  );
}

/** The phone layout's one-day steps, the row in plain elements as the week's is. */
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
    <div className={classes.dayNavigation}>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        onClick={onPrevious}
      >
        Previous day
      </Button>
      {/* The grid's column header shows the day; this tells screen readers that it changed. */}
      <p className={classes.visuallyHidden} aria-live="polite" aria-atomic="true">
        {label}
      </p>
      <Button
        variant="light"
        size="sm"
        rightSection={<IconChevronRight size={16} aria-hidden="true" />}
        onClick={onNext}
      >
        Next day
      </Button>
    </div>
  );
}
