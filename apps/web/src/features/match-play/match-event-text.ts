import type { MatchDto, MatchEventDto } from '@courtside/shared/schemas/matches';
import { describeScore } from '@courtside/shared/tennis/index';
import { sideName } from './match-people';
import { formatMatchTime } from '@/lib/match-display';

/** The actor of an event whose account has since been deleted (the trail keeps the event, not the name). */
export const REMOVED_ACTOR = 'A removed account';

function actorOf(event: MatchEventDto): string {
  const name = event.actor_name ?? REMOVED_ACTOR;
  return event.actor_is_admin ? `${name} (admin)` : name;
}

function placeAndTime(event: MatchEventDto): string {
  const time = event.match_datetime ? formatMatchTime(event.match_datetime) : 'no time';
  return event.location_name ? `${time} at ${event.location_name}` : time;
}

/**
 * The score an event recorded, read like every score (ADR 072), e.g. 'Alice Smith won 6-4, 3-6, 7-6' or
 * 'Alice Smith won 4-6, 3-2 (Bob Jones retired)'. Stored retirements name their side (ADR 028), so the
 * submitter is not needed to tell who retired.
 */
function scoreOf(event: MatchEventDto, match: MatchDto): string {
  return describeScore(
    {
      status: event.status,
      home_player_id: match.home_player_id,
      away_player_id: match.away_player_id,
      submitted_by_player_id: null,
      set_scores: event.set_scores ?? [],
      scoring_format: match.scoring_format,
    },
    { home: sideName(match, 'home'), away: sideName(match, 'away') },
  );
}

/** One line of the change log: who did what, e.g. 'Alice Smith entered the score: Alice Smith won 6-4, 3-6, 7-6'. */
export function describeMatchEvent(event: MatchEventDto, match: MatchDto): string {
  const actor = actorOf(event);
  switch (event.kind) {
    case 'scheduled':
      return `${actor} scheduled the match for ${placeAndTime(event)}`;
    case 'rescheduled':
      return `${actor} rescheduled the match to ${placeAndTime(event)}`;
    case 'score_submitted':
      return `${actor} entered the score: ${scoreOf(event, match)}`;
    case 'score_confirmed':
      return `${actor} confirmed the score`;
    case 'score_disputed':
      return event.reason ? `${actor} disputed: ${event.reason}` : `${actor} disputed the score`;
    case 'dispute_resolved':
      return `${actor} resolved the dispute: ${scoreOf(event, match)}`;
  }
}

/** Oldest first, so the log reads as the story of the match; the id settles events of the same instant. */
export function chronological(events: readonly MatchEventDto[]): MatchEventDto[] {
  return [...events].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
}

/** The reason of the latest dispute, for the admin who resolves it. */
export function latestDisputeReason(events: readonly MatchEventDto[]): string | null {
  const disputes = chronological(events).filter((event) => event.kind === 'score_disputed');
  return disputes.at(-1)?.reason ?? null;
}
