import { Button, Group, Paper } from '@mantine/core';
import classes from './edit-actions-bar.module.css';

/** Cancel and Save stay in view at the bottom of the screen while editing, however long the form is. */
export function EditActionsBar({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Paper withBorder shadow="md" p="sm" radius="md" className={classes.bar}>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Group>
    </Paper>
  );
}
