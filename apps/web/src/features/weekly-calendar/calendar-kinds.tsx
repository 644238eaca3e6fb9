import type { ComponentType } from 'react';
import {
  IconArrowsJoin,
  IconCalendarEvent,
  IconCircleCheck,
  IconFlag,
  IconMail,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { CardKind, CellKind } from './calendar-model';
import classes from './weekly-calendar.module.css';

export type LegendKind = Exclude<CellKind, 'empty'> | CardKind;

interface KindLook {
  /** The legend's words (league-play section 2). */
  label: string;
  /** What a card of this kind says on it, so the kind is read, not only seen. */
  short: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  className: string;
}

/** Each kind has a colour, a pattern or border, an icon and words: never colour alone. */
export const KIND_LOOKS: Record<LegendKind, KindLook> = {
  own: { label: 'Your Availability', short: 'Yours', Icon: IconUser, className: classes.own! },
  opponent: { label: 'Opponent Available', short: 'Opponent', Icon: IconUsers, className: classes.opponent! },
  overlap: { label: 'Overlapping Availability', short: 'Overlap', Icon: IconArrowsJoin, className: classes.overlap! },
  proposal: { label: 'Has Proposals', short: 'Proposal', Icon: IconMail, className: classes.proposal! },
  scheduled: { label: 'Scheduled Matches', short: 'Scheduled', Icon: IconCalendarEvent, className: classes.scheduled! },
  completed: { label: 'Completed Matches', short: 'Completed', Icon: IconCircleCheck, className: classes.completed! },
  retired: { label: 'Retired Matches', short: 'Retired', Icon: IconFlag, className: classes.retired! },
};

export const LEGEND_ORDER: readonly LegendKind[] = [
  'own',
  'opponent',
  'overlap',
  'proposal',
  'scheduled',
  'completed',
  'retired',
];
