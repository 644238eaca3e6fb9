import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PlainButton } from '@/components/plain-button';
import plainType from '@/components/plain-type.module.css';
import classes from './weekly-calendar.module.css';

/**
 * Previous, Next and Go To Today, with the week they lead from (league-play section 2). The row, its label and
 * its buttons in plain elements, as the calendar draws them in its first load (issue 10, ADR 051).
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
        <PlainButton
          size="compactMd"
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          onClick={onPrevious}
        >
          Previous
        </PlainButton>
        <PlainButton size="compactMd" variant="default" onClick={onToday}>
          Go To Today
        </PlainButton>
        <PlainButton
          size="compactMd"
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          onClick={onNext}
        >
          Next
        </PlainButton>
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
      <PlainButton
        variant="light"
        size="sm"
        leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
        onClick={onPrevious}
      >
        Previous day
      </PlainButton>
      {/* The grid's column header shows the day; this tells screen readers that it changed. */}
      <p className={classes.visuallyHidden} aria-live="polite" aria-atomic="true">
        {label}
      </p>
      <PlainButton
        variant="light"
        size="sm"
        rightSection={<IconChevronRight size={16} aria-hidden="true" />}
        onClick={onNext}
      >
        Next day
      </PlainButton>
    </div>
  );
}
