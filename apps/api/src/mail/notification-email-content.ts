import type { AccountMessageKind, OutboxKind } from '@courtside/shared/schemas/outbox';
import { isRetirementOutcome } from '@courtside/shared/tennis/match-status';
import { describeScore } from '@courtside/shared/tennis/score-display';
import type { NotificationMessage } from '../db/queries/outbox';
import type { NudgeOpponent } from '../reminders/nudge-opponents';

/** What one email says, before it is laid out as HTML and plain text (mail/notification-email.tsx). */
export interface EmailContent {
  subject: string;
  /** The line a mail app shows beside the subject in the inbox. */
  preview: string;
  greeting: string;
  /** The news, one paragraph each. */
  paragraphs: string[];
  /** Label and value pairs: when, where, the score. */
  details: { label: string; value: string }[];
  /** Titled lists after the details: the Monday nudge's opponents, each with the times both are free. */
  lists?: { title: string; items: string[] }[];
  /** Where to act, as an absolute address on the site. */
  action: { label: string; url: string };
  /**
   * One-tap answers (ADR 070), shown before the action: each opens a page that says what it will do and does it
   * on a tap. Empty for kinds without one.
   */
  oneTap: { label: string; url: string }[];
  /** Why the reader gets this, and where the same news lives in the app (none for an account's own messages). */
  footer: string;
  footerLink?: { label: string; url: string };
  /** The page that turns this kind of email off (ADR 067); none for a reader who can no longer be sent any. */
  unsubscribeUrl?: string;
}

/** The kinds that tell of an in-app notification; account messages have content of their own (account-email-content). */
export type NotificationEmailKind = Exclude<OutboxKind, AccountMessageKind>;

const OPPONENT = 'Your opponent';
const NO_TIME = 'Date to be set';

/**
 * A time as the reader's clock shows it, with the zone's name, so a player reading abroad still knows which clock
 * it is: 'Wednesday, Mar 5, 2025 at 3:30 PM GMT'. A zone the runtime does not know is read as UTC.
 */
export function formatTimeInZone(value: Date | null, timeZone: string | null): string {
  if (!value) return NO_TIME;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  const parts = format.formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/** A span as the reader's clock shows it: 'Tuesday, Dec 1, 2026, 6:00 PM to 8:00 PM GMT'. */
export function formatSpanInZone(start: Date, end: Date, timeZone: string | null): string {
  const clock = (value: Date, withDate: boolean) => {
    const options: Intl.DateTimeFormatOptions = {
      hour: 'numeric',
      minute: '2-digit',
      ...(withDate ? { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' } : { timeZoneName: 'short' }),
    };
    try {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone: timeZone ?? 'UTC' }).format(value);
    } catch {
      return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(value);
    }
  };
  return `${clock(start, true)} to ${clock(end, false)}`;
}

/** The score as every page reads it (ADR 072): the winner first, the reader called "you". */
function scoreText(message: NotificationMessage): string {
  const sets = message.sets ?? [];
  // A retirement before a game still has a winner to name; anything else without sets has no score to read.
  if (!isRetirementOutcome(message.matchStatus) && sets.length === 0) return 'No sets recorded';
  const name = (side: 'home' | 'away') =>
    message.recipientSide === side ? 'You' : ((side === 'home' ? message.homeName : message.awayName) ?? 'Player');
  return describeScore(
    {
      status: message.matchStatus,
      home_player_id: message.homePlayerId,
      away_player_id: message.awayPlayerId,
      set_scores: sets,
      scoring_format: message.scoringFormat,
    },
    { home: name('home'), away: name('away') },
  );
}

/** Where each kind is acted on, as the in-app notifications link it (web features/notifications). */
function actionOf(kind: NotificationEmailKind, message: NotificationMessage): { label: string; path: string } {
  const league = `/leagues/${message.leagueId}`;
  const score = message.matchId === null ? league : `${league}/match/${message.matchId}/score`;
  switch (kind) {
    case 'proposal_received':
      return { label: 'Answer the proposal', path: `${league}/proposals` };
    case 'proposal_declined':
      return { label: 'Propose another time', path: `${league}/proposals` };
    case 'score_entered':
      return { label: 'Confirm or dispute the score', path: score };
    case 'score_disputed':
    case 'dispute_resolved':
      return { label: 'See the score', path: score };
    case 'match_reminder':
      return message.matchId === null
        ? { label: 'Open the league', path: league }
        : { label: 'See the match', path: `${league}/match/${message.matchId}/schedule` };
    case 'weekly_nudge':
      return { label: 'Propose a match', path: `${league}/find-matches` };
    default:
      return { label: 'Open the league', path: league };
  }
}

/** What an email needs besides its notification's row: the Monday nudge's opponents, read at render time, and the reader's way to stop that kind. */
export interface EmailExtras {
  nudge?: readonly NudgeOpponent[];
  /** The page that turns this kind of email off, for the kinds a reader can choose (ADR 067). */
  unsubscribeUrl?: string;
  /** The one-tap answers of a proposal received or a score to confirm (ADR 070). */
  oneTap?: EmailContent['oneTap'];
}

const NO_SHARED_TIME = 'No shared time yet: adding your availability helps';

/** The email for a notification of one of the mailed kinds, worded from the reader's side. */
export function notificationEmailContent(
  kind: NotificationEmailKind,
  message: NotificationMessage,
  publicUrl: string,
  extras: EmailExtras = {},
): EmailContent {
  const who = message.otherName ?? OPPONENT;
  const proposed = formatTimeInZone(message.proposedTime, message.timeZone);
  const when = formatTimeInZone(message.matchDatetime, message.timeZone);
  const league = message.leagueName;
  let subject: string;
  let paragraph: string;
  const details: EmailContent['details'] = [];
  const lists: NonNullable<EmailContent['lists']> = [];
  const where = message.locationName ? [{ label: 'Where', value: message.locationName }] : [];
  switch (kind) {
    case 'proposal_received':
      subject = `${who} proposed a match for ${proposed}`;
      paragraph = `${who} proposed a time for your ${league} match. Accept it to schedule the match, or decline it.`;
      details.push({ label: 'When', value: proposed }, ...where);
      break;
    case 'proposal_accepted':
      subject = `${who} accepted your proposal: the match is scheduled`;
      paragraph = `${who} accepted your proposal, so your ${league} match is scheduled.`;
      details.push({ label: 'When', value: proposed }, ...where);
      break;
    case 'proposal_declined':
      subject = `${who} declined your proposal for ${proposed}`;
      paragraph = `${who} declined your proposal for your ${league} match. You can propose another time.`;
      details.push({ label: 'Proposed', value: proposed });
      break;
    case 'match_scheduled':
      subject = `${who} scheduled your match: ${when}`;
      paragraph = `${who} scheduled your ${league} match.`;
      details.push({ label: 'When', value: when }, ...where);
      break;
    case 'match_rescheduled':
      subject = `${who} moved your match: ${when}`;
      paragraph = `${who} moved your ${league} match to a new time.`;
      details.push({ label: 'When', value: when }, ...where);
      break;
    case 'score_entered':
      subject = `${who} entered the score of your match: confirm or dispute it`;
      paragraph = `${who} entered the score of your ${league} match. Confirm it if it is right, or dispute it.`;
      break;
    case 'score_disputed':
      subject = `${who} disputed the score of your match`;
      paragraph = `${who} disputed the score of your ${league} match. An administrator will rule on it.`;
      break;
    case 'dispute_resolved':
      subject = 'An administrator ruled on the disputed score of your match';
      paragraph = `An administrator ruled on the disputed score of your ${league} match against ${who}.`;
      break;
    case 'match_reminder':
      subject = `Reminder: you play ${who} on ${when}`;
      paragraph = `Your ${league} match against ${who} is within a day. Have a good match!`;
      details.push({ label: 'When', value: when }, ...where);
      break;
    case 'weekly_nudge': {
      const opponents = extras.nudge ?? [];
      subject =
        opponents.length === 1
          ? `1 match in ${league} still needs a time`
          : `${opponents.length} matches in ${league} still need a time`;
      paragraph =
        `You have no match played or scheduled yet with ${opponents.length === 1 ? 'this player' : 'these players'}` +
        ` in ${league}. Here are the best times you are both free: propose one to schedule the match.`;
      for (const opponent of opponents) {
        lists.push({
          title: opponent.name,
          items:
            opponent.times.length === 0
              ? [NO_SHARED_TIME]
              : opponent.times.map((time) => formatSpanInZone(time.start, time.end, message.timeZone)),
        });
      }
      break;
    }
  }
  if (kind.startsWith('score_') || kind === 'dispute_resolved') {
    details.push({ label: 'Score', value: scoreText(message) });
  }
  const action = actionOf(kind, message);
  return {
    subject,
    preview: paragraph,
    greeting: message.recipientName ? `Hi ${message.recipientName},` : 'Hi,',
    paragraphs: [paragraph],
    details,
    ...(lists.length > 0 ? { lists } : {}),
    action: { label: action.label, url: new URL(action.path, publicUrl).href },
    oneTap: extras.oneTap ?? [],
    footer: `You get this email because you play in ${league} on Courtside. The same news is in your notifications.`,
    footerLink: { label: 'Your notifications', url: new URL('/notifications', publicUrl).href },
    ...(extras.unsubscribeUrl && { unsubscribeUrl: extras.unsubscribeUrl }),
  };
}
