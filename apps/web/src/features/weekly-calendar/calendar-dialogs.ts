import { lazyDialog } from '@/components/lazy-dialog';
import type { AvailabilityModalProps } from './availability-modal';
import type { MatchDetailModalProps } from './match-detail-modal';
import type { OpponentsPopupProps } from './opponents-popup';
import type { ProposalModalProps } from './proposal-modal';

// The calendar's four dialogs load the first time one of them opens, not with the calendar: with Mantine's
// modal, focus trap and scroll area they are a fifth of the page's code (components/lazy-dialog.tsx).

export const OpponentsPopup = lazyDialog<OpponentsPopupProps>(
  async () => (await import('./opponents-popup')).OpponentsPopup,
  (props) => props.cell !== null,
);

export const AvailabilityModal = lazyDialog<AvailabilityModalProps>(
  async () => (await import('./availability-modal')).AvailabilityModal,
  (props) => props.target !== null,
);

export const ProposalModal = lazyDialog<ProposalModalProps>(
  async () => (await import('./proposal-modal')).ProposalModal,
  (props) => props.proposal !== null,
);

export const MatchDetailModal = lazyDialog<MatchDetailModalProps>(
  async () => (await import('./match-detail-modal')).MatchDetailModal,
  (props) => props.match !== null,
);
