import { Loader, Paper, Text } from '@mantine/core';
import classes from './opening-status.module.css';

/**
 * Shown while a dialog's code is on its way (components/lazy-dialog.tsx): on a slow network the tap that opens
 * it must still visibly do something. Centred over the page like the dialog that follows, announced politely.
 *
 * Laid out by its own CSS rather than a Group: the header loads its dialogs through lazy-dialog, so this is part
 * of every first visit, where a Group would add Mantine's Group and its stylesheet.
 */
export function OpeningStatus() {
  return (
    <Paper role="status" aria-live="polite" shadow="md" withBorder px="md" py="sm" className={classes.status}>
      <Loader size="sm" aria-hidden="true" />
      <Text>Opening...</Text>
    </Paper>
  );
}
