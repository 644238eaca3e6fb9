import { notifications, notificationsStore } from '@mantine/notifications';

/** Error toasts carry this id prefix, so that a later success can find the ones still on screen. */
const ERROR_ID_PREFIX = 'courtside-error-';
let errorCount = 0;

/** Toasts for the outcome of an action; one wording per message so the spec's strings stay exact. */
export function notifySuccess(message: string, title?: string): void {
  // A success settles what the failures before it were about: an old "Error submitting form: …" left
  // beside "Your account was created successfully!" reads as if the attempt had half failed.
  hideErrorToasts();
  notifications.show({ title, message, color: 'court', withBorder: true });
}

export function notifyError(message: string): void {
  errorCount += 1;
  notifications.show({
    id: `${ERROR_ID_PREFIX}${errorCount}`,
    message,
    color: 'red',
    withBorder: true,
    autoClose: 8000,
  });
}

export function notifyInfo(message: string): void {
  notifications.show({ message, color: 'blue', withBorder: true });
}

/** Hides every error toast, those on screen and those waiting in the queue behind the limit. */
function hideErrorToasts(): void {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (toast.id?.startsWith(ERROR_ID_PREFIX)) notifications.hide(toast.id);
  }
}
