/**
 * A dozen feedback messages the demo club sent over the last five weeks, as plain data: who wrote, from which
 * page, when on the club's clock, and what they said. Each one is about a page its writer could see (their
 * own league, a match they played, the admin's user list); db/queries/demo-analytics.ts turns the pages into
 * real addresses and writes the messages, and the analytics show the session each was sent from.
 */
import { DAY_MS, MINUTE_MS, parseTimeOfDay } from '@courtside/shared/availability/civil-date';
import { localDayOf } from '@courtside/shared/availability/local-date';
import { wallClockToUtc } from '@courtside/shared/availability/zone-offsets';
import { DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER, DEMO_TIME_ZONE } from './demo-season';

/** Pages of the league under way, of the writer's own latest match in it, or of the app around it. */
export type DemoFeedbackPage =
  | 'dashboard'
  | 'register'
  | 'profile'
  | 'league-home'
  | 'standings'
  | 'weekly-calendar'
  | 'schedule-overlaps'
  | 'match-proposals'
  | 'match-history'
  | 'add-availability'
  | 'match-score'
  | 'manage-users';

export interface DemoFeedbackMessage {
  /** An index into demoPlayers(), or the demo admin. */
  from: number | 'admin';
  page: DemoFeedbackPage;
  /** Local days before today, and the time on the club's clock. */
  daysAgo: number;
  time: string;
  message: string;
}

export const demoFeedback: readonly DemoFeedbackMessage[] = [
  {
    from: 3,
    page: 'league-home',
    daysAgo: 34,
    time: '21:10',
    message: 'First week of the ladder and I already like it. Could the league home show the address of the courts?',
  },
  {
    from: 7,
    page: 'schedule-overlaps',
    daysAgo: 30,
    time: '19:42',
    message:
      'Found a time with my opponent in two clicks, great. It would help to see which courts have lights next to the evening slots.',
  },
  {
    from: 28,
    page: 'register',
    daysAgo: 27,
    time: '12:25',
    message:
      'Is there a waiting list for the Springfield Singles Ladder? I only found the club after its registration closed.',
  },
  {
    from: 4,
    page: 'weekly-calendar',
    daysAgo: 23,
    time: '20:05',
    message: 'Can the weekly calendar start on Monday? Most of our matches are weekday evenings.',
  },
  {
    from: 10,
    page: 'match-proposals',
    daysAgo: 19,
    time: '18:50',
    message:
      'My opponent accepted my proposal but I only found out when I opened the app. An email when that happens would be nice.',
  },
  {
    from: 21,
    page: 'match-score',
    daysAgo: 16,
    time: '21:35',
    message:
      'Entering the score was quick. Could we add a short note to a result, say when a match ends early with an injury?',
  },
  {
    from: 'admin',
    page: 'manage-users',
    daysAgo: 13,
    time: '09:15',
    message:
      'It would be handy to filter Manage Users by league or division when I need to reach one group of players.',
  },
  {
    from: 13,
    page: 'add-availability',
    daysAgo: 11,
    time: '07:55',
    message:
      'I play most Saturday mornings. Copying last week’s slots to the next few weeks in one go would save me time.',
  },
  {
    from: 25,
    page: 'dashboard',
    daysAgo: 8,
    time: '13:05',
    message: 'Works well on my phone. The quick stats card is a bit cramped when I turn the phone sideways though.',
  },
  {
    from: DEMO_EVERY_STATE_PLAYER,
    page: 'standings',
    daysAgo: 5,
    time: '22:05',
    message:
      'Gold is very tight this season. Could the standings show head-to-head when two players are level on points?',
  },
  {
    from: 16,
    page: 'match-history',
    daysAgo: 3,
    time: '19:20',
    message: 'Love seeing every result of the division in one place. A filter for just my own matches would be great.',
  },
  {
    from: DEMO_DISPUTING_PLAYER,
    page: 'match-score',
    daysAgo: 1,
    time: '20:40',
    message:
      'When I dispute a score, could my opponent and I add a comment for the admin? One reason box feels short for a three-set match.',
  },
];

/** The instant a message was sent: `daysAgo` local days before the day `now` falls on, at its time. */
export function demoFeedbackSentAt(message: DemoFeedbackMessage, now: number): number {
  const day = localDayOf(now, DEMO_TIME_ZONE) - message.daysAgo;
  const minutes = parseTimeOfDay(message.time);
  if (minutes === null) throw new Error(`Not a time: ${message.time}`);
  return wallClockToUtc(DEMO_TIME_ZONE, day * DAY_MS + minutes * MINUTE_MS);
}

/**
 * The address of a page for a writer: league pages are the league under way's; a match page is the writer's
 * latest match there with a score, or the league home when they have none.
 */
export function demoFeedbackPath(page: DemoFeedbackPage, ids: { leagueId: number; matchId: number | null }) {
  const league = `/leagues/${ids.leagueId}`;
  switch (page) {
    case 'dashboard':
      return '/dashboard';
    case 'register':
      return '/register';
    case 'profile':
      return '/profile';
    case 'manage-users':
      return '/admin/users';
    case 'league-home':
      return league;
    case 'standings':
      return `${league}/standings`;
    case 'weekly-calendar':
      return `${league}/schedule`;
    case 'schedule-overlaps':
      return `${league}/find-matches`;
    case 'match-proposals':
      return `${league}/proposals`;
    case 'match-history':
      return `${league}/schedule/full`;
    case 'add-availability':
      return `${league}/availability/add`;
    case 'match-score':
      return ids.matchId === null ? league : `${league}/match/${ids.matchId}/score`;
  }
}
