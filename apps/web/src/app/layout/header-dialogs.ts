import { lazyDialog } from '@/components/lazy-dialog';
import type { FeedbackModalProps } from '@/features/feedback/feedback-modal';
import type { PhoneMenuProps } from './phone-menu';

// The header's phone menu (a drawer) and its Feedback dialog load the first time they open, not with every
// first visit: with Mantine's modal, scroll area and focus trap they would weigh on every page
// (components/lazy-dialog.tsx). They are part of the app's shell all the same, which must open offline: the
// service worker keeps every chunk the entry loads on demand but the pages (build-tools/service-worker-plugin.ts),
// so these imports stay in a module that only the entry's own code imports.

export const PhoneMenu = lazyDialog<PhoneMenuProps>(
  async () => (await import('./phone-menu')).PhoneMenu,
  (props) => props.opened,
);

export const FeedbackModal = lazyDialog<FeedbackModalProps>(
  async () => (await import('@/features/feedback/feedback-modal')).FeedbackModal,
  (props) => props.opened,
);
