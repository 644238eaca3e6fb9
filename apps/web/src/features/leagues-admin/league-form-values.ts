import {
  createLeagueRequest,
  createPrivateLeagueRequest,
  updateLeagueRequest,
  type CreateLeagueRequest,
  type CreatePrivateLeagueRequest,
  type LeagueDto,
  type UpdateLeagueRequest,
} from '@courtside/shared/schemas/leagues';
import { DEFAULT_SCORING_FORMAT } from '@courtside/shared/tennis/scoring-formats';
import { validateWith } from '@/lib/form-validation';

/** A number field as Mantine's NumberInput holds it: a number, or text while it is empty or half typed. */
export type NumberValue = number | string;

/** The league form as typed: strings for text, dates (YYYY-MM-DD) and selects. */
export interface LeagueFormValues {
  name: string;
  league_type: string;
  season: string;
  age_category: string;
  /** '' for no gender. */
  gender: string;
  /** '' for no region, else the region's id. */
  region_id: string;
  rules: string;
  registration_start: string;
  registration_end: string;
  play_start: string;
  play_end: string;
  entry_fee: NumberValue;
  min_players_per_division: NumberValue;
  max_players_per_division: NumberValue;
  max_registrations: NumberValue;
  public_visible: boolean;
  banner_url: string;
  /** One of SCORING_FORMATS (ADR 071). */
  scoring_format: string;
  /** A private league only: its organizer is registered in it at once (issue 38). */
  organizer_plays: boolean;
}

/** Who the form makes the league for: the club (League Management), or a player's own private league. */
export type LeagueFormKind = 'club' | 'private';

export const emptyLeagueForm: LeagueFormValues = {
  name: '',
  league_type: '',
  season: '',
  age_category: '',
  gender: '',
  region_id: '',
  rules: '',
  registration_start: '',
  registration_end: '',
  play_start: '',
  play_end: '',
  entry_fee: '',
  min_players_per_division: '',
  max_players_per_division: '',
  max_registrations: '',
  public_visible: true,
  banner_url: '',
  scoring_format: DEFAULT_SCORING_FORMAT,
  organizer_plays: false,
};

const numberOrEmpty = (value: number | null): NumberValue => value ?? '';

export function toLeagueFormValues(league: LeagueDto): LeagueFormValues {
  return {
    name: league.name,
    league_type: league.league_type,
    season: league.season,
    age_category: league.age_category,
    gender: league.gender ?? '',
    region_id: league.region_id === null ? '' : String(league.region_id),
    rules: league.rules ?? '',
    registration_start: league.registration_start,
    registration_end: league.registration_end,
    play_start: league.play_start,
    play_end: league.play_end,
    entry_fee: numberOrEmpty(league.entry_fee),
    min_players_per_division: numberOrEmpty(league.min_players_per_division),
    max_players_per_division: numberOrEmpty(league.max_players_per_division),
    max_registrations: numberOrEmpty(league.max_registrations),
    public_visible: league.public_visible,
    banner_url: league.banner_url ?? '',
    scoring_format: league.scoring_format,
    organizer_plays: false,
  };
}

/** An empty number field is "not given"; text that is no number stays as it is, for the schema to refuse. */
function numberOrNull(value: NumberValue): number | string | null {
  if (typeof value === 'number') return value;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : value;
}

/** The request body for the form's values, before the schema checks it. */
export function toLeagueRequest(values: LeagueFormValues): Record<string, unknown> {
  return {
    ...values,
    gender: values.gender === '' ? null : values.gender,
    region_id: values.region_id === '' ? null : Number(values.region_id),
    entry_fee: numberOrNull(values.entry_fee),
    min_players_per_division: numberOrNull(values.min_players_per_division),
    max_players_per_division: numberOrNull(values.max_players_per_division),
    max_registrations: numberOrNull(values.max_registrations),
  };
}

/** Names for the schema's terse messages ('must be at most 10000 characters'). */
const FIELD_LABELS: Partial<Record<keyof LeagueFormValues, string>> = {
  rules: 'Rules',
  banner_url: 'Banner URL',
  region_id: 'Region',
};

/**
 * The API's schema for saving the league: `id` names the league an update is for; without it one is created,
 * for the club or, `kind` 'private', as a player's own league.
 */
function saveLeagueSchema(id?: number, kind: LeagueFormKind = 'club') {
  if (id !== undefined) return updateLeagueRequest;
  return kind === 'private' ? createPrivateLeagueRequest : createLeagueRequest;
}
const requestFor = (values: LeagueFormValues, id?: number) =>
  id === undefined ? toLeagueRequest(values) : { id, ...toLeagueRequest(values) };

/** The league form's `validate`: the API's rules for a league (the spec's messages), checked before sending. */
export function validateLeague(id?: number, kind: LeagueFormKind = 'club') {
  return validateWith<LeagueFormValues>(saveLeagueSchema(id, kind), {
    toRequest: (values) => requestFor(values, id),
    labels: FIELD_LABELS,
  });
}

/** The request a valid form sends: trimmed, empty optional fields as null, numbers as numbers. */
export function toSaveLeagueRequest(values: LeagueFormValues, id?: number): CreateLeagueRequest | UpdateLeagueRequest {
  return saveLeagueSchema(id).parse(requestFor(values, id));
}

/** The request a valid private league form sends: always private, whatever the values say. */
export function toPrivateLeagueRequest(values: LeagueFormValues): CreatePrivateLeagueRequest {
  return createPrivateLeagueRequest.parse({ ...toLeagueRequest(values), public_visible: false });
}
