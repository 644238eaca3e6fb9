import { z } from 'zod';
import { LEAGUE_STATUSES, type LeagueStatus } from '../league/league-status';
import { DEFAULT_SCORING_FORMAT, SCORING_FORMATS } from '../tennis/scoring-formats';
import { REQUIRED_MARKER, calendarDate, id, isoDateTime, optionalText, visibleText } from './common';
import { boardVersion, publishedAssignments } from './divisions';

export const leagueStatus = z.enum(LEAGUE_STATUSES);
export type { LeagueStatus };

export const LEAGUE_TYPES = ['Singles', 'Doubles', 'Mixed'] as const;
export const LEAGUE_AGE_CATEGORIES = ['Junior', 'Adult', 'Senior'] as const;
/** The spec names no values for a league's gender; it uses the divisions' words (ADR 025). */
export const LEAGUE_GENDERS = ['male', 'female', 'coed'] as const;
/** League dates fall in this range (inclusive). */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2999-12-31';
/** numeric(10, 2) holds up to this; a fee beyond it is a typing mistake. */
export const MAX_ENTRY_FEE = 99_999_999.99;

/** The league form's messages (accounts-and-admin section 5), word for word where the spec gives them. */
export const LEAGUE_MESSAGES = {
  nameRequired: 'League name is required',
  typeRequired: 'League type is required',
  ageCategoryRequired: 'Age category is required',
  seasonRequired: 'Season is required',
  registrationStartRequired: 'Registration start date is required',
  registrationEndRequired: 'Registration end date is required',
  playStartRequired: 'Play start date is required',
  playEndRequired: 'Play end date is required',
  registrationOrder: 'Registration end must be after registration start',
  playAfterRegistration: 'Play start must be after registration end',
  playOrder: 'Play end must be after play start',
} as const;

const isAbsent = (input: unknown) => input === undefined || input === null || input === '';

/** Absent, null and blank all read as the form's own "… is required", never the generic missing-parameter list. */
const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? required : `${label} must be text.`) })
    .pipe(visibleText(max, { label }).min(1, { error: required }));

const requiredDate = (required: string, label: string) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? required : `${label} must be a date.`) })
    .trim()
    .min(1, { error: required })
    .pipe(z.iso.date({ error: `${label} must be a date in the form YYYY-MM-DD.` }))
    // The database has no year 0, and a league a millennium away is a typing mistake.
    .refine((day) => day >= EARLIEST_DATE && day <= LATEST_DATE, {
      error: `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}.`,
    });

const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, required: string, label: string) =>
  z.enum(values, {
    error: (issue) => (isAbsent(issue.input) ? required : `${label} must be one of ${values.join(', ')}.`),
  });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.` })
    .max(max, { error: `${label} must be at most ${max}.` })
    .nullish()
    .transform((value) => value ?? null);

const entryFee = z
  .number({ error: 'Entry fee must be a number.' })
  .min(0, { error: 'Entry fee must be at least 0.' })
  .max(MAX_ENTRY_FEE, { error: `Entry fee must be at most ${MAX_ENTRY_FEE}.` })
  // The form's step is 0.01: whole cents, allowing for binary fractions such as 0.1 + 0.2.
  .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, {
    error: 'Entry fee must be in whole cents (step 0.01).',
  })
  .transform((fee) => Math.round(fee * 100) / 100)
  .nullish()
  .transform((value) => value ?? null);

const bannerUrl = optionalText(2000, { label: 'Banner URL' }).refine(
  (value) => value == null || /^(https?:\/\/\S+|\/\S*)$/i.test(value),
  {
    error: 'Banner URL must be an http(s) address or a path starting with /.',
  },
);

/** The editable fields of a league, shared by create and update (league_status changes through its own calls). */
const leagueFieldsShape = {
  name: requiredText(LEAGUE_MESSAGES.nameRequired, 'League name', 200),
  league_type: requiredChoice(LEAGUE_TYPES, LEAGUE_MESSAGES.typeRequired, 'League type'),
  age_category: requiredChoice(LEAGUE_AGE_CATEGORIES, LEAGUE_MESSAGES.ageCategoryRequired, 'Age category'),
  season: requiredText(LEAGUE_MESSAGES.seasonRequired, 'Season', 100),
  registration_start: requiredDate(LEAGUE_MESSAGES.registrationStartRequired, 'Registration start date'),
  registration_end: requiredDate(LEAGUE_MESSAGES.registrationEndRequired, 'Registration end date'),
  play_start: requiredDate(LEAGUE_MESSAGES.playStartRequired, 'Play start date'),
  play_end: requiredDate(LEAGUE_MESSAGES.playEndRequired, 'Play end date'),
  rules: optionalText(10_000, { label: 'Rules', multiline: true }),
  entry_fee: entryFee,
  gender: z
    .enum(LEAGUE_GENDERS, { error: `Gender must be one of ${LEAGUE_GENDERS.join(', ')}.` })
    .nullish()
    .transform((value) => value ?? null),
  region_id: id.nullish().transform((value) => value ?? null),
  min_players_per_division: wholeNumber('Min players per division', 2, 1000),
  max_players_per_division: wholeNumber('Max players per division', 2, 1000),
  max_registrations: wholeNumber('Max registrations', 0, 100_000),
  public_visible: z.boolean({ error: 'Public visible must be true or false.' }).default(true),
  banner_url: bannerUrl.transform((value) => value ?? null),
};

/** How matches are scored (ADR 071). */
export const scoringFormat = z.enum(SCORING_FORMATS, {
  error: `Scoring format must be one of ${SCORING_FORMATS.join(', ')}.`,
});

/**
 * The rules between fields (date order, min and max players), each judged as soon as the two fields involved
 * are readable, whatever else is wrong.
 */
function withCrossFieldRules<T extends z.ZodObject>(schema: T): T {
  const rules: [later: string, earlier: string, message: string][] = [
    ['registration_end', 'registration_start', LEAGUE_MESSAGES.registrationOrder],
    ['play_start', 'registration_end', LEAGUE_MESSAGES.playAfterRegistration],
    ['play_end', 'play_start', LEAGUE_MESSAGES.playOrder],
  ];
  const day = (values: unknown, key: string) => {
    const value = (values as Record<string, unknown> | null | undefined)?.[key];
    return typeof value === 'string' && calendarDate.safeParse(value.trim()).success ? value.trim() : null;
  };
  const dated = rules.reduce(
    (refined, [later, earlier, message]) =>
      refined.refine((league) => day(league, later)! > day(league, earlier)!, {
        error: message,
        path: [later],
        when: (payload) => day(payload.value, later) !== null && day(payload.value, earlier) !== null,
      }),
    schema,
  );
  const size = (values: unknown, key: string) => {
    const value = (values as Record<string, unknown> | null | undefined)?.[key];
    return typeof value === 'number' && Number.isInteger(value) ? value : null;
  };
  return dated.refine(
    (league) => size(league, 'max_players_per_division')! >= size(league, 'min_players_per_division')!,
    {
      error: 'Max players per division must not be less than min players per division.',
      path: ['max_players_per_division'],
      when: (payload) =>
        size(payload.value, 'min_players_per_division') !== null &&
        size(payload.value, 'max_players_per_division') !== null,
    },
  );
}

export const createLeagueRequest = withCrossFieldRules(
  z.object({ ...leagueFieldsShape, scoring_format: scoringFormat.default(DEFAULT_SCORING_FORMAT) }),
);
export type CreateLeagueRequest = z.input<typeof createLeagueRequest>;
export type LeagueFields = z.output<typeof createLeagueRequest>;

/**
 * POST leagues/createPrivate: a player's own league (issue 38). The same fields as the club's form; the server
 * makes it private with the caller as organizer. With organizer_plays the organizer's primary player is
 * registered in it at once.
 */
export const createPrivateLeagueRequest = withCrossFieldRules(
  z.object({
    ...leagueFieldsShape,
    scoring_format: scoringFormat.default(DEFAULT_SCORING_FORMAT),
    organizer_plays: z.boolean({ error: 'Organizer plays must be true or false.' }).default(true),
  }),
);
export type CreatePrivateLeagueRequest = z.input<typeof createPrivateLeagueRequest>;

/** Without scoring_format the league keeps its format. */
export const updateLeagueRequest = withCrossFieldRules(
  z.object({ id, ...leagueFieldsShape, scoring_format: scoringFormat.optional() }),
);
export type UpdateLeagueRequest = z.input<typeof updateLeagueRequest>;

export const leagueIdQuery = z.object({ league_id: id });

/** PATCH leagues/updateState: the spec calls the new status "state". */
export const updateLeagueStateRequest = z.object({
  league_id: id,
  state: z.enum(LEAGUE_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? REQUIRED_MARKER
        : `state must be one of ${LEAGUE_STATUSES.join(', ')}.`,
  }),
});
export type UpdateLeagueStateRequest = z.input<typeof updateLeagueStateRequest>;

/**
 * POST leagues/publish. With `assignments`, the board is published and the league moves to pending_start in one
 * transaction (Publish Divisions); without, the saved drafts are.
 */
export const publishLeagueRequest = z.object({
  league_id: id,
  assignments: publishedAssignments.optional(),
  board_version: boardVersion,
});

export const leagueDto = z.object({
  id: z.number().int(),
  name: z.string(),
  league_type: z.enum(LEAGUE_TYPES),
  rules: z.string().nullable(),
  league_status: leagueStatus,
  entry_fee: z.number().nullable(),
  season: z.string(),
  play_start: calendarDate,
  play_end: calendarDate,
  registration_start: calendarDate,
  registration_end: calendarDate,
  age_category: z.enum(LEAGUE_AGE_CATEGORIES),
  gender: z.enum(LEAGUE_GENDERS).nullable(),
  region_id: z.number().int().nullable(),
  region: z.object({ city_area: z.string(), state: z.string() }).nullable(),
  min_players_per_division: z.number().int().nullable(),
  max_players_per_division: z.number().int().nullable(),
  max_registrations: z.number().int().nullable(),
  /** False for a private league: seen only by its organizer, its players and admins (issue 38). */
  public_visible: z.boolean(),
  /** The player who made a private league and runs it; null for the club's own leagues. */
  organizer_user_id: z.number().int().nullable(),
  /** The organizer's name as players know it (their primary player's name, else their account's). */
  organizer_name: z.string().nullable(),
  banner_url: z.string().nullable(),
  scoring_format: scoringFormat,
  /** Players registered so far, so "places left" needs no second call. */
  registration_count: z.number().int(),
  created_at: isoDateTime,
});
export type LeagueDto = z.infer<typeof leagueDto>;
export const leaguesListResponse = z.array(leagueDto);

/** GET leagues/myLeagues: its length is the dashboard's Active Leagues figure. */
export const myLeagueEntry = z.object({
  league_id: z.number().int(),
  league_name: z.string(),
  league_status: leagueStatus,
});
export type MyLeagueEntry = z.infer<typeof myLeagueEntry>;
export const myLeaguesResponse = z.array(myLeagueEntry);
