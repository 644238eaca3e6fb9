import type { NotificationDto } from '@courtside/shared/schemas/notifications';
import { formatMatchTime, formatProposalTime } from '@/lib/match-display';
import { paths } from '@/lib/paths';

const OPPONENT = 'Your opponent';

/** What a notification says, from the reader's side (issue 34). */
export function notificationText(notification: NotificationDto): string {
  const who = notification.actor_name ?? OPPONENT;
  const proposed = formatProposalTime(notification.proposed_time);
  const when = formatMatchTime(notification.match_datetime);
  switch (notification.kind) {
    case 'proposal_received':
      return `${who} proposed a match for ${proposed}`;
    case 'proposal_accepted':
      return `${who} accepted your proposal for ${proposed}: the match is scheduled`;
    case 'proposal_declined':
      return `${who} declined your proposal for ${proposed}`;
    case 'proposal_canceled':
      return `${who} withdrew their proposal for ${proposed}`;
    case 'match_scheduled':
      return `${who} scheduled your match: ${when}`;
    case 'match_rescheduled':
      return `${who} moved your match: ${when}`;
    case 'score_entered':
      return `${who} entered the score of your match: confirm or dispute it`;
    case 'score_confirmed':
      return `${who} confirmed the score of your match`;
    case 'score_disputed':
      return `${who} disputed the score of your match`;
    case 'dispute_resolved':
      return 'An administrator ruled on the disputed score of your match';
    case 'placed_in_division':
      return `You are placed in ${notification.division_name ?? 'a division'}`;
    case 'league_started':
      return `${notification.league_name} has started: your matches are ready`;
    case 'match_reminder':
      return `Reminder: you play ${notification.opponent_name ?? 'your opponent'} on ${when}`;
    case 'weekly_nudge':
      return `Matches in ${notification.league_name} still need a time: see when your opponents are free`;
    case 'partner_invited':
      return `${who} asked you to be their partner in ${notification.league_name}`;
    case 'partner_accepted':
      return `${who} accepted: you are a pair in ${notification.league_name}`;
    case 'partner_declined':
      return `${who} declined to be your partner in ${notification.league_name}`;
  }
}

/** Where to act on it: the proposals, the match's score, or the league home. */
export function notificationLink(notification: NotificationDto): string {
  const { league_id: leagueId, match_id: matchId } = notification;
  switch (notification.kind) {
    case 'proposal_received':
    case 'proposal_declined':
    case 'proposal_canceled':
      return paths.leagueProposals(leagueId);
    case 'score_entered':
    case 'score_confirmed':
    case 'score_disputed':
    case 'dispute_resolved':
      return matchId === null ? paths.leagueHome(leagueId) : paths.matchScore(leagueId, matchId);
    case 'match_reminder':
      return matchId === null ? paths.leagueHome(leagueId) : paths.matchSchedule(leagueId, matchId);
    case 'weekly_nudge':
      return paths.leagueFindMatches(leagueId);
    // The league's page shows the invitation with Accept and Decline (or, once accepted, the pair); so does
    // the dashboard.
    case 'partner_invited':
    case 'partner_accepted':
    case 'partner_declined':
      return paths.leagueHome(leagueId);
    default:
      return paths.leagueHome(leagueId);
  }
}
