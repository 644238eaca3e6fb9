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
import { leagueHomePath } from './league-home-path';

/** Navigation is a link (it has an address); everything else is a button. */
export type HeaderItem =
  | { kind: 'link'; label: string; icon: Icon; to: string }
  | { kind: 'action'; label: string; icon: Icon; onClick: () => void };

/** The league-play spec's header buttons, in its order, filtered by who is signed in and where they are. */
export function useHeaderItems() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const leagueHome = leagueHomePath(pathname);

  const items: HeaderItem[] = [
    { kind: 'action', label: 'Feedback', icon: IconMessageCircle, onClick: () => setFeedbackOpen(true) },
    { kind: 'action', label: 'Back', icon: IconArrowLeft, onClick: () => void navigate(-1) },
    { kind: 'link', label: 'Home', icon: IconHome, to: paths.dashboard },
  ];
  if (leagueHome) items.push({ kind: 'link', label: 'League Home', icon: IconTrophy, to: leagueHome });
  if (isAdmin(user)) items.push({ kind: 'link', label: 'Admin', icon: IconShieldLock, to: paths.adminDashboard });
  items.push(
    { kind: 'link', label: 'Profile', icon: IconUserCircle, to: paths.profile },
    { kind: 'action', label: 'Logout', icon: IconLogout, onClick: () => void logout() },
  );

  return { items, feedbackOpen, closeFeedback: () => setFeedbackOpen(false) };
}
