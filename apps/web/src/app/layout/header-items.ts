import { useState } from 'react';
import type { Icon } from '@tabler/icons-react';
import {
  IconArrowLeft,
  IconHome,
  IconLogout,
  IconMessageCircle,
  IconShieldLock,
  IconTrophy,
  IconUserCircle,
} from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api';
import { useCurrentUser } from '@/lib/current-user';
import { paths } from '@/lib/paths';
import { isAdmin } from '@courtside/shared/league/permissions';
import { hasInAppHistory } from './in-app-history';
import { leagueHomePath } from './league-home-path';

/** Navigation is a link (it has an address); everything else is a button. */
export interface HeaderLink {
  kind: 'link';
  label: string;
  icon: Icon;
  to: string;
  /** The element's data-analytics tag (lib/analytics/click-tracking.ts). */
  analytics: string;
}
export type HeaderItem =
  HeaderLink | { kind: 'action'; label: string; icon: Icon; onClick: () => void; analytics: string };

/** The league-play spec's header buttons, in its order, filtered by who is signed in and where they are. */
export function useHeaderItems() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const leagueHome = leagueHomePath(pathname);
  // One step back, unless that would leave the app (a freshly opened tab): then up to the dashboard, in place
  // of this entry, so that Back pressed again does not bounce between the two pages.
  const goBack = () => void (hasInAppHistory() ? navigate(-1) : navigate(paths.dashboard, { replace: true }));

  const items: HeaderItem[] = [
    {
      kind: 'action',
      label: 'Feedback',
      icon: IconMessageCircle,
      onClick: () => setFeedbackOpen(true),
      // Opening a form rather than going somewhere: a user action, not navigation.
      analytics: 'user.feedback.open',
    },
    { kind: 'action', label: 'Back', icon: IconArrowLeft, onClick: goBack, analytics: 'navigation.header.back' },
    { kind: 'link', label: 'Home', icon: IconHome, to: paths.dashboard, analytics: 'navigation.header.home' },
  ];
  if (leagueHome) {
    items.push({
      kind: 'link',
      label: 'League Home',
      icon: IconTrophy,
      to: leagueHome,
      analytics: 'navigation.header.league-home',
    });
  }
  if (isAdmin(user)) {
    items.push({
      kind: 'link',
      label: 'Admin',
      icon: IconShieldLock,
      to: paths.adminDashboard,
      analytics: 'navigation.header.admin',
    });
  }
  items.push(
    { kind: 'link', label: 'Profile', icon: IconUserCircle, to: paths.profile, analytics: 'navigation.header.profile' },
    {
      kind: 'action',
      label: 'Logout',
      icon: IconLogout,
      onClick: () => void logout(),
      analytics: 'navigation.header.logout',
    },
  );

  return { items, feedbackOpen, closeFeedback: () => setFeedbackOpen(false) };
}
