import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { openConfirmModal } from '@/lib/confirm-modal';

export interface RowActionConfirmation {
  /** The dialog's title, which also names it for screen readers, e.g. 'Delete user'. */
  title: string;
  /** What will happen, naming the row; a string becomes one paragraph that wraps long emails and codes. */
  message: ReactNode;
  /** The confirm button's text, usually the action's own label ('Delete'). */
  confirmLabel: string;
  /** A red confirm button, for actions that remove or revoke something. */
  destructive?: boolean;
  onConfirm: () => void;
}

/** Asks before a row action that cannot be taken back; Cancel, Escape or a click outside change nothing. */
export function confirmRowAction({ title, message, confirmLabel, destructive, onConfirm }: RowActionConfirmation) {
  openConfirmModal({
    title,
    centered: true,
    children: typeof message === 'string' ? <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: destructive ? { color: 'red' } : undefined,
    onConfirm,
  });
}
