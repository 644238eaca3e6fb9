import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { openConfirmModal } from './confirm-modal';

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';
export const UNSAVED_CHANGES_MESSAGE = 'You have changes that are not saved. If you leave this page, they are lost.';

/**
 * Asks before a form with unsaved changes is left: inside the app (a link, Back) with the app's own dialog through
 * the router's blocker, and when the tab is closed or reloaded with the browser's own question, the only one a
 * page may ask then. Navigations the form makes itself after saving pass once `dirty` is false.
 */
export function useUnsavedChangesPrompt(dirty: boolean): void {
  // A change of address, the query included: the placement board is a panel at ?manage={id} of the leagues list.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    openConfirmModal({
      title: UNSAVED_CHANGES_TITLE,
      children: UNSAVED_CHANGES_MESSAGE,
      labels: { confirm: 'Leave', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        answered = true;
        blocker.proceed();
      },
      onCancel: () => {
        answered = true;
        blocker.reset();
      },
      // Escape, a click outside and the close button mean Stay too.
      onClose: () => {
        if (!answered) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
