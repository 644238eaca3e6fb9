import type { MatchDto, MatchEventDto, MyMatchDto, SetScoreDto } from '@courtside/shared/schemas/matches';
import type { MatchEventWithActor } from '../db/queries/match-events';
import type { PartnerDto } from '@courtside/shared/schemas/pairs';
import type { MatchOfUser, MatchWithDetails } from '../db/queries/matches';
import { toLocationDto } from './locations';

export const toSetScoreDto = (set: { setNumber: number; homeGames: number; awayGames: number }): SetScoreDto => ({
  set_number: set.setNumber,
  home_games: set.homeGames,
  away_games: set.awayGames,
});

/** The partner beside a side's anchor (ADR 078); null in singles. */
const partnerDto = (partner: { playerId: number; firstName: string; lastName: string } | null): PartnerDto | null =>
  partner ? { player_id: partner.playerId, first_name: partner.firstName, last_name: partner.lastName } : null;

export function toMatchDto({
  match,
  home,
  away,
  submitter,
  homePartner,
  awayPartner,
  location,
  sets,
  scoringFormat,
}: MatchWithDetails): MatchDto {
  return {
    id: match.id,
    league_id: match.leagueId,
    division_id: match.divisionId,
    status: match.status,
    home_player_id: match.homePlayerId,
    away_player_id: match.awayPlayerId,
    home_first_name: home.firstName,
    home_last_name: home.lastName,
    away_first_name: away.firstName,
    away_last_name: away.lastName,
    home_partner: partnerDto(homePartner),
    away_partner: partnerDto(awayPartner),
    submitted_by_player_id: match.submittedByPlayerId,
    submitted_by_first_name: submitter?.firstName ?? null,
    submitted_by_last_name: submitter?.lastName ?? null,
    match_datetime: match.matchDatetime ? match.matchDatetime.toISOString() : null,
    location_id: match.locationId,
    location_name: location?.name ?? null,
    location: location ? toLocationDto(location) : null,
    set_scores: sets.map(toSetScoreDto),
    score_confirmation: match.scoreConfirmation,
    scoring_format: scoringFormat,
  };
}

/** The person behind an event: their account's name, else their primary player's; null once they are gone. */
function actorName({ user, player }: MatchEventWithActor): string | null {
  const fromAccount = [user?.firstname, user?.lastname].filter((part) => part?.trim()).join(' ');
  if (fromAccount) return fromAccount;
  if (player) return `${player.firstName} ${player.lastName}`;
  return null;
}

export function toMatchEventDto(row: MatchEventWithActor): MatchEventDto {
  const { event } = row;
  return {
    id: event.id,
    match_id: event.matchId,
    kind: event.kind,
    actor_name: actorName(row),
    actor_is_admin: event.actorIsAdmin,
    created_at: event.createdAt.toISOString(),
    match_datetime: event.matchDatetime ? event.matchDatetime.toISOString() : null,
    location_name: event.locationName,
    status: event.status,
    set_scores: event.setScores,
    reason: event.reason,
  };
}

export function toMyMatchDto(row: MatchOfUser): MyMatchDto {
  return { ...toMatchDto(row), league_name: row.leagueName, my_player_id: row.myPlayerId };
}
