import {
  IconChartLine,
  IconMail,
  IconMapPin,
  IconMessage,
  IconTicket,
  IconTournament,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@/lib/paths';

export interface AdminCard {
  title: string;
  description: string;
  to: string;
  icon: Icon;
  /** The card's data-analytics tag (lib/analytics/click-tracking.ts). */
  analytics: string;
}

export const adminCards: AdminCard[] = [
  {
    title: 'Manage Users',
    description: 'Promote admins, reset passwords and remove accounts.',
    to: paths.adminUsers,
    icon: IconUsers,
    analytics: 'admin.card.users',
  },
  {
    title: 'Manage Leagues',
    description: 'Create leagues, open registration and build divisions.',
    to: paths.adminLeagues,
    icon: IconTournament,
    analytics: 'admin.card.leagues',
  },
  {
    title: 'Manage Locations',
    description: 'Keep the list of courts and their facilities up to date.',
    to: paths.locations,
    icon: IconMapPin,
    analytics: 'admin.card.locations',
  },
  {
    title: 'View Feedback',
    description: 'Read what players tell us about the app.',
    to: paths.adminFeedback,
    icon: IconMessage,
    analytics: 'admin.card.feedback',
  },
  {
    title: 'View Outbox',
    description: 'See the emails sent to players, and any that failed.',
    to: paths.adminOutbox,
    icon: IconMail,
    analytics: 'admin.card.outbox',
  },
  {
    title: 'View Analytics',
    description: 'See activity, popular features and system health.',
    to: paths.adminAnalytics,
    icon: IconChartLine,
    analytics: 'admin.card.analytics',
  },
  {
    title: 'Manage Codes',
    description: 'Create and retire the invite codes needed to sign up.',
    to: paths.adminInviteCodes,
    icon: IconTicket,
    analytics: 'admin.card.invite-codes',
  },
];
