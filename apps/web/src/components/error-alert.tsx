import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** An inline error, e.g. when a list cannot be loaded. */
export function ErrorAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}
