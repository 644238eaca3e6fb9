import {
  IconChartLine,
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
}

export const adminCards: AdminCard[] = [
  {
    title: 'Manage Users',
    description: 'Promote admins, reset passwords and remove accounts.',
    to: paths.adminUsers,
    icon: IconUsers,
  },
  {
    title: 'Manage Leagues',
    description: 'Create leagues, open registration and build divisions.',
    to: paths.adminLeagues,
    icon: IconTournament,
  },
  {
    title: 'Manage Locations',
    description: 'Keep the list of courts and their facilities up to date.',
    to: paths.locations,
    icon: IconMapPin,
  },
  {
    title: 'View Feedback',
    description: 'Read what players tell us about the app.',
    to: paths.adminFeedback,
    icon: IconMessage,
  },
  {
    title: 'View Analytics',
    description: 'See activity, popular features and system health.',
    to: paths.adminAnalytics,
    icon: IconChartLine,
  },
  {
    title: 'Manage Codes',
    description: 'Create and retire the invite codes needed to sign up.',
    to: paths.adminInviteCodes,
    icon: IconTicket,
  },
];
