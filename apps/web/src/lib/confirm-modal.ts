import type { modals } from '@mantine/modals';
import { createOnDemandHost } from './on-demand-host';

export type ConfirmModalProps = Parameters<typeof modals.openConfirmModal>[0];

/** The confirm dialogs' provider (app/modals-host.tsx), mounted the first time a dialog is asked for. */
export const modalsHost = createOnDemandHost();

/**
 * Mantine's confirm dialog, once its provider is there: only some admin and settings pages ask before an
 * action, so the dialogs' code is fetched with the first one instead of with every first visit (ADR 040).
 */
export function openConfirmModal(props: ConfirmModalProps): void {
  void Promise.all([import('@mantine/modals'), modalsHost.request()]).then(([{ modals: api }]) =>
    api.openConfirmModal(props),
  );
}
