import { notifications } from '@mantine/notifications';

/** Toasts for the outcome of an action; one wording per message so the spec's strings stay exact. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'court', withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', withBorder: true, autoClose: 8000 });
}

export function notifyInfo(message: string): void {
  notifications.show({ message, color: 'blue', withBorder: true });
}
