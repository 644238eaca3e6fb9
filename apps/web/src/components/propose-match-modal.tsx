import { lazyDialog } from './lazy-dialog';
import type { ProposeMatchModalProps } from './propose-match-dialog';

export type { ProposeTarget } from './propose-match-dialog';

/**
 * Propose Match: the opponent, the proposed time and an optional location, then Send Proposal. One modal for
 * every place a player proposes from (overlaps page, league home, calendar), so each sends the same request.
 *
 * The dialog, with Mantine's modal, focus trap and scroll area, is about a quarter of what the league home
 * would otherwise load, so it comes the first time a player proposes (components/lazy-dialog.tsx).
 */
export const ProposeMatchModal = lazyDialog<ProposeMatchModalProps>(
  async () => (await import('./propose-match-dialog')).ProposeMatchDialog,
  (props) => props.target !== null,
);
