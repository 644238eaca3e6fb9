import type { ChangeEvent } from 'react';
import classes from './plain-switch.module.css';

export interface PlainSwitchProps {
  /** The words beside the switch, which are also its accessible name. */
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * An on/off setting that looks as Mantine's Switch does, from CSS alone: a native checkbox with the switch role
 * inside its label (plain-switch.module.css). For a measured page's first load, where Mantine's Switch brought the
 * Input components' code and styles with it (ADR 051).
 */
export function PlainSwitch({ label, checked, onChange }: PlainSwitchProps) {
  return (
    <label className={classes.root}>
      <input type="checkbox" role="switch" className={classes.input} checked={checked} onChange={onChange} />
      <span className={classes.track} aria-hidden="true">
        <span className={classes.thumb} />
      </span>
      <span className={classes.label}>{label}</span>
    </label>
  );
}
