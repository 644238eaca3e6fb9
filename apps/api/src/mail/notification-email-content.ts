import type { OutboxKind } from '@courtside/shared/schemas/outbox';
import { isRetirementOutcome } from '@courtside/shared/tennis/match-status';
import { describeScore } from '@courtside/shared/tennis/score-display';
import type { NotificationMessage } from '../db/queries/outbox';

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
  /** Where to act, as an absolute address on the site. */
  action: { label: string; url: string };
  /** Why the reader gets this, and where the same news lives in the app. */
  footer: string;
  notificationsUrl: string;
}

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
function actionOf(kind: OutboxKind, message: NotificationMessage): { label: string; path: string } {
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
    default:
      return { label: 'Open the league', path: league };
  }
}

/** The email for a notification of one of the mailed kinds, worded from the reader's side. */
export function notificationEmailContent(
  kind: OutboxKind,
  message: NotificationMessage,
  publicUrl: string,
): EmailContent {
  const who = message.otherName ?? OPPONENT;
  const proposed = formatTimeInZone(message.proposedTime, message.timeZone);
  const when = formatTimeInZone(message.matchDatetime, message.timeZone);
  const league = message.leagueName;
  let subject: string;
  let paragraph: string;
  const details: EmailContent['details'] = [];
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
    action: { label: action.label, url: new URL(action.path, publicUrl).href },
    footer: `You get this email because you play in ${league} on Courtside. The same news is in your notifications.`,
    notificationsUrl: new URL('/notifications', publicUrl).href,
  };
}
