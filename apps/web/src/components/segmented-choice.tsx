import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceOption<Value extends string> {
  value: Value;
  label: string;
}

export interface SegmentedChoiceProps<Value extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SegmentedChoiceOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * One of a few views, as segments side by side: a radio group, so a screen reader names it and its choices, and
 * the arrow keys move between them. Used where Mantine's SegmentedControl was, which measures its segments while
 * the page first renders (segmented-choice.module.css).
 */
export function SegmentedChoice<Value extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedChoiceProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.track}>
      {options.map((option) => (
        <label key={option.value} className={classes.segment}>
          <input
            type="radio"
            className={classes.radio}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={classes.text}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
