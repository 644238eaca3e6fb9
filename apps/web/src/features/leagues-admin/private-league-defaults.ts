import { daysFromCivil, formatDay, civilFromDays } from '@courtside/shared/availability/civil-date';
import { emptyLeagueForm, type LeagueFormValues } from './league-form-values';

/** A small group of friends: a week to sign up, then eight weeks of play (issue 38). */
export const PRIVATE_LEAGUE_CAPACITY = 8;
export const PRIVATE_LEAGUE_REGISTRATION_DAYS = 7;
export const PRIVATE_LEAGUE_PLAY_WEEKS = 8;

const SEASONS = ['Winter', 'Winter', 'Spring', 'Spring', 'Spring', 'Summer', 'Summer', 'Summer'] as const;
const AUTUMN = 'Autumn';

/** "Spring 2027" for a play start in March to May 2027; December counts as the next year's winter. */
export function seasonLabel(day: number): string {
  const { year, month } = civilFromDays(day);
  if (month === 12) return `Winter ${year + 1}`;
  return `${SEASONS[month - 1] ?? AUTUMN} ${year}`;
}

/**
 * The league form filled in for a group of friends starting today (the reader's own calendar day): Singles,
 * eight places in one division, registration from today for a week, play for the eight weeks after.
 */
export function privateLeagueDefaults(now: Date = new Date()): LeagueFormValues {
  const today = daysFromCivil(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const registrationEnd = today + PRIVATE_LEAGUE_REGISTRATION_DAYS;
  const playStart = registrationEnd + 1;
  return {
    ...emptyLeagueForm,
    league_type: 'Singles',
    age_category: 'Adult',
    season: seasonLabel(playStart),
    registration_start: formatDay(today),
    registration_end: formatDay(registrationEnd),
    play_start: formatDay(playStart),
    play_end: formatDay(playStart + PRIVATE_LEAGUE_PLAY_WEEKS * 7 - 1),
    max_registrations: PRIVATE_LEAGUE_CAPACITY,
    min_players_per_division: 2,
    max_players_per_division: PRIVATE_LEAGUE_CAPACITY,
    public_visible: false,
    organizer_plays: true,
  };
}
