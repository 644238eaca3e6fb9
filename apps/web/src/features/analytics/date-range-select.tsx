import { NativeSelect } from '@mantine/core';
import classes from './analytics.module.css';
import { RANGE_DAYS, isRangeDays, rangeLabel, type RangeDays } from './date-range';

const options = RANGE_DAYS.map((days) => ({ value: String(days), label: rangeLabel(days) }));

/**
 * The dashboard's time range: the system's own select, which phones show as their native picker, with its label
 * beside it.
 */
export function DateRangeSelect({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  return (
    <NativeSelect
      label="Time range"
      classNames={{ root: classes.rangeSelect, label: classes.rangeSelectLabel }}
      data={options}
      value={String(value)}
      onChange={(event) => {
        const days = Number(event.currentTarget.value);
        if (isRangeDays(days)) onChange(days);
      }}
    />
  );
}
