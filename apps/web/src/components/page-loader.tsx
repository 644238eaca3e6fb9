import { Loader } from '@mantine/core';
import plainType from './plain-type.module.css';
import classes from './page-loader.module.css';

/**
 * A centred spinner with visible text, announced politely to screen readers. Every league page draws it in its
 * first render, so its layout and text are plain elements (ADR 051); the spinner stays Mantine's.
 */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={classes.loader} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <p className={plainType.text}>{label}</p>
    </div>
  );
}
