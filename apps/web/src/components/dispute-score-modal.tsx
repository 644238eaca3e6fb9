import { lazyDialog } from './lazy-dialog';
import type { DisputeScoreModalProps } from './dispute-score-dialog';

/**
 * Dispute Score: the reason a score is wrong, sent to the admins. From the match's page and in place on the
 * dashboard's Next Steps; the dialog's code comes the first time a player disputes (components/lazy-dialog.tsx).
 */
export const DisputeScoreModal = lazyDialog<DisputeScoreModalProps>(
  async () => (await import('./dispute-score-dialog')).DisputeScoreDialog,
  (props) => props.opened,
);
