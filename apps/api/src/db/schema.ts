import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  bigint,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import { DIVISION_GENDERS, RANK_LEVELS } from '@courtside/shared/schemas/divisions';
import { LEAGUE_AGE_CATEGORIES, LEAGUE_GENDERS, LEAGUE_TYPES } from '@courtside/shared/schemas/leagues';
import { ANALYTICS_EVENT_TYPES } from '@courtside/shared/schemas/analytics';
import { MATCH_EVENT_KINDS, MATCH_STATUSES, SCORE_CONFIRMATIONS } from '@courtside/shared/schemas/matches';
import { PROPOSAL_STATUSES } from '@courtside/shared/schemas/match-proposals';
import { PAIR_STATUSES } from '@courtside/shared/schemas/pairs';
import { NOTIFICATION_KINDS } from '@courtside/shared/schemas/notifications';
import { OUTBOX_CHANNELS, OUTBOX_KINDS, OUTBOX_STATUSES } from '@courtside/shared/schemas/outbox';
import { MESSAGE_CHANNELS } from '@courtside/shared/schemas/message-preferences';
import { MAX_SETS, MIN_GAMES } from '@courtside/shared/tennis/scoring-rules';
import { MAX_TIEBREAK_POINTS, SCORING_FORMATS } from '@courtside/shared/tennis/scoring-formats';

// Enumerations are text with CHECK constraints rather than PostgreSQL enums: adding a value later is a
// one-line migration, and the allowed values still cannot be broken by any writer.
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased by the API, so the plain unique index is case-insensitive in effect. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    userType: text('user_type', { enum: ['owner', 'admin', 'player'] })
      .notNull()
      .default('player'),
    verified: boolean('verified').notNull().default(false),
    disabledOrDeleted: boolean('disabled_or_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_user_type_valid', inList('user_type', ['owner', 'admin', 'player'])),
  ],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    primaryPlayer: boolean('primary_player').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    rating: real('rating'),
    gender: text('gender', { enum: ['Mens', 'Ladies'] }),
    birthdate: date('birthdate', { mode: 'string' }).notNull().default('2000-01-01'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    bio: text('bio'),
    /**
     * A copy of the player's latest published placement, for the spec's Player entity; placement is per
     * league, and division_assignments is the truth (ADR 026).
     */
    divisionId: integer('division_id').references((): AnyPgColumn => divisions.id, { onDelete: 'set null' }),
    age: integer('age'),
    createdAt: createdAt(),
  },
  (t) => [
    index('players_user_id_idx').on(t.userId),
    // The profile reads "the" primary player, so there may be at most one per user.
    uniqueIndex('players_one_primary_per_user')
      .on(t.userId)
      .where(sql`${t.primaryPlayer}`),
    check(
      'players_rating_valid',
      sql`${t.rating} is null or (${t.rating} between 2.5 and 6.0 and ${t.rating} * 2 = floor(${t.rating} * 2))`,
    ),
    check('players_gender_valid', sql`${t.gender} is null or ${inList('gender', ['Mens', 'Ladies'])}`),
    check('players_age_valid', sql`${t.age} is null or ${t.age} between 0 and 150`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked database row cannot be replayed as a cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    maxUses: integer('max_uses').notNull().default(1),
    /** Kept beside the uses table so that consuming a use is one conditional UPDATE (no race). */
    useCount: integer('use_count').notNull().default(0),
    /** The first-run code: whoever signs up with it becomes the owner. */
    grantsOwner: boolean('grants_owner').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_codes_code_unique').on(t.code),
    check('invite_codes_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('invite_codes_max_uses_positive', sql`${t.maxUses} >= 1`),
    check('invite_codes_use_count_in_range', sql`${t.useCount} between 0 and ${t.maxUses}`),
  ],
);

export const inviteCodeUses = pgTable(
  'invite_code_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviteCodeId: integer('invite_code_id')
      .notNull()
      .references(() => inviteCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_code_uses_code_idx').on(t.inviteCodeId)],
);

const notBlank = (column: string) => sql.raw(`btrim(${column}) <> ''`);

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityArea: text('city_area').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    // 'Springfield, IL' and 'springfield, il' are one region.
    uniqueIndex('regions_city_state_unique').on(sql`lower(${t.cityArea})`, sql`lower(${t.state})`),
    check('regions_city_area_not_blank', notBlank('city_area')),
    check('regions_state_not_blank', notBlank('state')),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    address: text('address'),
    hasLights: boolean('has_lights').notNull().default(false),
    createdAt: createdAt(),
  },
  () => [check('locations_name_not_blank', notBlank('name'))],
);

export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    leagueType: text('league_type', { enum: LEAGUE_TYPES }).notNull(),
    rules: text('rules'),
    leagueStatus: text('league_status', { enum: LEAGUE_STATUSES }).notNull().default('draft'),
    /** Money: exact decimal, never a float. */
    entryFee: numeric('entry_fee', { precision: 10, scale: 2, mode: 'number' }),
    season: text('season').notNull(),
    playStart: date('play_start', { mode: 'string' }).notNull(),
    playEnd: date('play_end', { mode: 'string' }).notNull(),
    registrationStart: date('registration_start', { mode: 'string' }).notNull(),
    registrationEnd: date('registration_end', { mode: 'string' }).notNull(),
    ageCategory: text('age_category', { enum: LEAGUE_AGE_CATEGORIES }).notNull(),
    gender: text('gender', { enum: LEAGUE_GENDERS }),
    // A region in use cannot be deleted (ADR 027): the API says by how many leagues, this is the backstop.
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'restrict' }),
    minPlayersPerDivision: integer('min_players_per_division'),
    maxPlayersPerDivision: integer('max_players_per_division'),
    /** Places in the league; null for no limit. */
    maxRegistrations: integer('max_registrations'),
    publicVisible: boolean('public_visible').notNull().default(true),
    bannerUrl: text('banner_url'),
    /**
     * How matches are scored (ADR 071). Every league from before formats keeps best of three; it changes only
     * while the league has no recorded score.
     */
    scoringFormat: text('scoring_format', { enum: SCORING_FORMATS }).notNull().default('best_of_three'),
    /**
     * Goes up by one with every saved draft and every publish of placements, under the league's lock: an admin's
     * board carries the version it was read at, and a save or publish based on an older one is refused (ADR 026).
     */
    boardVersion: integer('board_version').notNull().default(0),
    /**
     * The player who made this private league and runs it (issue 38, ADR 075); null for the club's own leagues.
     * Kept when the league goes on without them: an account deleted for good only clears it.
     */
    organizerUserId: integer('organizer_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * When the league reached its current status, for Recent Activity (ADR 063): set by a trigger on every status
     * change (migration 0012), whichever code path makes it. Null for a league whose last change came before.
     */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('leagues_region_idx').on(t.regionId),
    index('leagues_organizer_idx')
      .on(t.organizerUserId)
      .where(sql`${t.organizerUserId} is not null`),
    check('leagues_status_valid', inList('league_status', LEAGUE_STATUSES)),
    check('leagues_type_valid', inList('league_type', LEAGUE_TYPES)),
    check('leagues_scoring_format_valid', inList('scoring_format', SCORING_FORMATS)),
    check('leagues_age_category_valid', inList('age_category', LEAGUE_AGE_CATEGORIES)),
    check('leagues_gender_valid', sql`${t.gender} is null or ${inList('gender', LEAGUE_GENDERS)}`),
    check('leagues_name_not_blank', notBlank('name')),
    check('leagues_season_not_blank', notBlank('season')),
    check('leagues_registration_order', sql`${t.registrationEnd} > ${t.registrationStart}`),
    check('leagues_play_after_registration', sql`${t.playStart} > ${t.registrationEnd}`),
    check('leagues_play_order', sql`${t.playEnd} > ${t.playStart}`),
    check('leagues_entry_fee_non_negative', sql`${t.entryFee} is null or ${t.entryFee} >= 0`),
    check('leagues_max_registrations_non_negative', sql`${t.maxRegistrations} is null or ${t.maxRegistrations} >= 0`),
    check(
      'leagues_division_sizes',
      sql`(${t.minPlayersPerDivision} is null or ${t.minPlayersPerDivision} >= 2) and (${t.maxPlayersPerDivision} is null or ${t.maxPlayersPerDivision} >= 2)`,
    ),
    check(
      'leagues_division_size_order',
      sql`${t.minPlayersPerDivision} is null or ${t.maxPlayersPerDivision} is null or ${t.minPlayersPerDivision} <= ${t.maxPlayersPerDivision}`,
    ),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Also the target of the placements' foreign keys: only a registered player can be placed.
    uniqueIndex('registrations_player_league_unique').on(t.playerId, t.leagueId),
    index('registrations_league_idx').on(t.leagueId),
  ],
);

export const divisions = pgTable(
  'divisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    divisionName: text('division_name').notNull(),
    rankLevel: numeric('rank_level', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    gender: text('gender', { enum: DIVISION_GENDERS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Lets placements and matches name (division, league) together, so neither can point across leagues.
    unique('divisions_id_league_unique').on(t.id, t.leagueId),
    uniqueIndex('divisions_league_name_unique').on(t.leagueId, sql`lower(${t.divisionName})`),
    check('divisions_name_not_blank', notBlank('division_name')),
    check('divisions_rank_level_valid', sql.raw(`rank_level in (${RANK_LEVELS.map((l) => l.toFixed(1)).join(', ')})`)),
    check('divisions_gender_valid', inList('gender', DIVISION_GENDERS)),
  ],
);

/**
 * Published placements. A player is in at most one division of a league at a time (removed_at null). A
 * placement that ends while its player has played matches in the division is kept with removed_at set,
 * because those matches stay and point at it (ADR 026); one with nothing to anchor is deleted.
 */
export const divisionAssignments = pgTable(
  'division_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id').notNull(),
    divisionId: integer('division_id').notNull(),
    playerId: integer('player_id').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'division_assignments_division_fk',
      columns: [t.divisionId, t.leagueId],
      foreignColumns: [divisions.id, divisions.leagueId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'division_assignments_registration_fk',
      columns: [t.playerId, t.leagueId],
      foreignColumns: [registrations.playerId, registrations.leagueId],
    }).onDelete('cascade'),
    // The target of the matches' foreign keys: both players of a match belong to its division.
    unique('division_assignments_division_player_unique').on(t.divisionId, t.playerId),
    uniqueIndex('division_assignments_one_division_per_league')
      .on(t.leagueId, t.playerId)
      .where(sql`${t.removedAt} is null`),
    index('division_assignments_player_idx').on(t.playerId),
  ],
);

/** Saved but unpublished placement changes (Save Draft); a null division_id means "unassigned". */
export const divisionAssignmentDrafts = pgTable(
  'division_assignment_drafts',
  {
    leagueId: integer('league_id').notNull(),
    playerId: integer('player_id').notNull(),
    divisionId: integer('division_id'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'division_assignment_drafts_pk', columns: [t.leagueId, t.playerId] }),
    foreignKey({
      name: 'division_assignment_drafts_division_fk',
      columns: [t.divisionId, t.leagueId],
      foreignColumns: [divisions.id, divisions.leagueId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'division_assignment_drafts_registration_fk',
      columns: [t.playerId, t.leagueId],
      foreignColumns: [registrations.playerId, registrations.leagueId],
    }).onDelete('cascade'),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id').notNull(),
    divisionId: integer('division_id').notNull(),
    homePlayerId: integer('home_player_id').notNull(),
    awayPlayerId: integer('away_player_id').notNull(),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('unscheduled'),
    matchDatetime: timestamp('match_datetime', { withTimezone: true }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    submittedByPlayerId: integer('submitted_by_player_id').references(() => players.id, { onDelete: 'set null' }),
    /** Where the score stands with the opponent (ADR 028); null until a score is recorded. */
    scoreConfirmation: text('score_confirmation', { enum: SCORE_CONFIRMATIONS }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'matches_division_fk',
      columns: [t.divisionId, t.leagueId],
      foreignColumns: [divisions.id, divisions.leagueId],
    }).onDelete('restrict'),
    foreignKey({
      name: 'matches_home_placement_fk',
      columns: [t.divisionId, t.homePlayerId],
      foreignColumns: [divisionAssignments.divisionId, divisionAssignments.playerId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'matches_away_placement_fk',
      columns: [t.divisionId, t.awayPlayerId],
      foreignColumns: [divisionAssignments.divisionId, divisionAssignments.playerId],
    }).onDelete('cascade'),
    check('matches_two_players', sql`${t.homePlayerId} <> ${t.awayPlayerId}`),
    check('matches_status_valid', inList('status', MATCH_STATUSES)),
    check('matches_scheduled_has_time', sql`${t.status} <> 'scheduled' or ${t.matchDatetime} is not null`),
    check(
      'matches_score_confirmation_valid',
      sql`${t.scoreConfirmation} is null or ${inList('score_confirmation', SCORE_CONFIRMATIONS)}`,
    ),
    // A score's confirmation state exists exactly when the match has an outcome.
    check(
      'matches_confirmation_only_with_outcome',
      sql`(${t.scoreConfirmation} is null) = (${t.status} in ('unscheduled', 'scheduled'))`,
    ),
    // One match per pair of players in a division, whichever of them is at home.
    uniqueIndex('matches_one_per_pair').on(
      t.divisionId,
      sql`least(${t.homePlayerId}, ${t.awayPlayerId})`,
      sql`greatest(${t.homePlayerId}, ${t.awayPlayerId})`,
    ),
    index('matches_league_idx').on(t.leagueId),
    index('matches_home_player_idx').on(t.homePlayerId),
    index('matches_away_player_idx').on(t.awayPlayerId),
    index('matches_location_idx').on(t.locationId),
    // The reminder scheduler's look, every minute, for scheduled matches starting within a day (ADR 068).
    index('matches_scheduled_time_idx')
      .on(t.matchDatetime)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

export const matchSetScores = pgTable(
  'match_set_scores',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    setNumber: integer('set_number').notNull(),
    homeGames: integer('home_games').notNull(),
    awayGames: integer('away_games').notNull(),
  },
  (t) => [
    primaryKey({ name: 'match_set_scores_pk', columns: [t.matchId, t.setNumber] }),
    check('match_set_scores_set_number_valid', sql.raw(`set_number between 1 and ${MAX_SETS}`)),
    // A match tiebreak is stored as its points (ADR 071), so the bound is the most points, not 7 games; the
    // validator holds each format's own limit.
    check('match_set_scores_home_games_valid', sql.raw(`home_games between ${MIN_GAMES} and ${MAX_TIEBREAK_POINTS}`)),
    check('match_set_scores_away_games_valid', sql.raw(`away_games between ${MIN_GAMES} and ${MAX_TIEBREAK_POINTS}`)),
  ],
);

/**
 * The audit trail of a match (ADR 028): one row per schedule or score change, never updated. The actor's
 * user id is kept even after the player row changes, so an admin's ruling is told apart from a player's.
 */
export const matchEvents = pgTable(
  'match_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MATCH_EVENT_KINDS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorIsAdmin: boolean('actor_is_admin').notNull(),
    matchDatetime: timestamp('match_datetime', { withTimezone: true }),
    locationName: text('location_name'),
    status: text('status', { enum: MATCH_STATUSES }),
    /** The sets as they stood after this change, e.g. [{"set_number":1,"home_games":6,"away_games":4}]. */
    setScores: jsonb('set_scores').$type<{ set_number: number; home_games: number; away_games: number }[]>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('match_events_kind_valid', inList('kind', MATCH_EVENT_KINDS)),
    check('match_events_status_valid', sql`${t.status} is null or ${inList('status', MATCH_STATUSES)}`),
    index('match_events_match_idx').on(t.matchId, t.id),
    index('match_events_actor_idx').on(t.actorUserId),
  ],
);

/**
 * A user's private calendar address (ADR 029). Only the SHA-256 of the secret is kept: a copy of the
 * database does not hand out anyone's schedule. One address per user; a new one replaces the old.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: createdAt(),
});

/**
 * When a user is free to play in a league (league-play section 3). Start and end are UTC; a recurring slot
 * repeats by its rule at the same local time in the owner's zone (ADR 013), the slot itself being the first
 * occurrence. Slots belong to the user, so a player's placement changes do not erase them.
 */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurrenceRule: text('recurrence_rule'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /**
     * When the slot's last occurrence ends (lastOccurrenceEnd): end_time for a one-off slot, null for a rule
     * without end. The live-slot cap counts the slots it has not passed, and readers skip the ones it has (ADR 059).
     */
    lastOccurrenceEnd: timestamp('last_occurrence_end', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('availability_slots_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('availability_slots_rule_when_recurring', sql`${t.isRecurring} = (${t.recurrenceRule} is not null)`),
    index('availability_slots_league_user_idx').on(t.leagueId, t.userId),
    index('availability_slots_user_idx').on(t.userId),
  ],
);

/**
 * A proposed time for a match between two players of one division (league-play section 3). Accepting one
 * schedules its match in the same transaction.
 */
export const matchProposals = pgTable(
  'match_proposals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    proposerPlayerId: integer('proposer_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    opponentPlayerId: integer('opponent_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    proposedTime: timestamp('proposed_time', { withTimezone: true }).notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    status: text('status', { enum: PROPOSAL_STATUSES }).notNull().default('pending'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The person who really sent or answered it: in doubles either partner acts for the pair the anchors name
    // (ADR 078), and the notification triggers must not tell that person of their own act. Null in older rows.
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('match_proposals_status_valid', inList('status', PROPOSAL_STATUSES)),
    check('match_proposals_two_players', sql`${t.proposerPlayerId} <> ${t.opponentPlayerId}`),
    check('match_proposals_answered_has_time', sql`(${t.status} = 'pending') = (${t.respondedAt} is null)`),
    // A double click sends one proposal: the same pending time for the same match is one row.
    uniqueIndex('match_proposals_one_pending_per_time')
      .on(t.matchId, t.proposerPlayerId, t.proposedTime)
      .where(sql`status = 'pending'`),
    index('match_proposals_league_idx').on(t.leagueId),
    index('match_proposals_opponent_idx').on(t.opponentPlayerId),
    index('match_proposals_proposer_idx').on(t.proposerPlayerId),
  ],
);

/**
 * Free-text feedback about a page (league-play section 1). The sender's email is copied in, so the admin's
 * list still says who wrote it after the account is removed.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    message: text('message').notNull(),
    pageUrl: text('page_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('feedback_message_not_blank', sql`length(btrim(${t.message})) > 0`),
    index('feedback_created_idx').on(t.createdAt),
  ],
);

/**
 * What visitors did (accounts-and-admin section 3), one row per event, never updated; pruned after the
 * retention period (ADR 033). The user comes from the session, never from the event, and is null for an
 * anonymous visitor. The rollups below are kept by a trigger in the same statement (migration 0005).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    eventType: text('event_type', { enum: ANALYTICS_EVENT_TYPES }).notNull(),
    tag: text('tag').notNull(),
    page: text('page').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean | null>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('analytics_events_type_valid', inList('event_type', ANALYTICS_EVENT_TYPES)),
    index('analytics_events_occurred_idx').on(t.occurredAt),
    index('analytics_events_tag_occurred_idx').on(t.tag, t.occurredAt),
    index('analytics_events_user_occurred_idx').on(t.userId, t.occurredAt),
  ],
);

/**
 * Events per UTC day and tag: total events, active features and usage counts read a few thousand rows here
 * instead of a year of events (ADR 033). Kept by the analytics_events trigger.
 */
export const analyticsDailyTags = pgTable(
  'analytics_daily_tags',
  {
    day: date('day').notNull(),
    tag: text('tag').notNull(),
    eventCount: integer('event_count').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_daily_tags_pk', columns: [t.day, t.tag] })],
);

/** Which signed-in users were active on each UTC day: daily and total active users. Kept by the trigger. */
export const analyticsDailyUsers = pgTable(
  'analytics_daily_users',
  {
    day: date('day').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_daily_users_pk', columns: [t.day, t.userId] })],
);

/** Which signed-in users used each tag on each UTC day: a feature's unique users. Kept by the trigger. */
export const analyticsDailyTagUsers = pgTable(
  'analytics_daily_tag_users',
  {
    day: date('day').notNull(),
    tag: text('tag').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_daily_tag_users_pk', columns: [t.day, t.tag, t.userId] })],
);

/**
 * The last UTC day each signed-in user used each tag. The dashboard's ranges end today, and for such a range
 * "used the tag in the range" is exactly "last used on or after its first day": a feature's unique users are
 * then counted from at most one row per user, whatever the range's length (ADR 033). Kept by the trigger.
 */
export const analyticsTagUserLastDays = pgTable(
  'analytics_tag_user_last_days',
  {
    tag: text('tag').notNull(),
    userId: integer('user_id').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_tag_user_last_days_pk', columns: [t.tag, t.userId] }),
    index('analytics_tag_user_last_days_tag_day_idx').on(t.tag, t.lastDay),
  ],
);

/** The last UTC day each signed-in user was active: total active users of a range that ends today. */
export const analyticsUserLastDays = pgTable(
  'analytics_user_last_days',
  {
    userId: integer('user_id').primaryKey(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [index('analytics_user_last_days_day_idx').on(t.lastDay)],
);

/**
 * Sign-in and sign-up attempts counted per key ('sign-in:account:<email hash>', 'sign-in:address:<ip>',
 * 'sign-up:address:<ip>') in fixed windows, in the database so that every server process enforces one limit
 * (ADR 036). Rows of past windows are swept away.
 */
export const authAttemptCounts = pgTable(
  'auth_attempt_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'auth_attempt_counts_pk', columns: [t.key, t.windowStart] }),
    check('auth_attempt_counts_attempts_valid', sql`attempts >= 0`),
    index('auth_attempt_counts_window_idx').on(t.windowStart),
  ],
);

/**
 * In-app notifications (issue 34, ADR 061): one row per person told of a change. Written by triggers on the
 * tables whose changes they report (migration 0010), so each exists exactly when its change committed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    matchId: integer('match_id').references(() => matches.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').references(() => matchProposals.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * One notification per key, whichever server process writes it: the reminder scheduler's kinds carry one
     * ('match_reminder:<match>:<user>:<match time>', 'weekly_nudge:<user>:<league>:<monday>', ADR 068), so every
     * process may run the same insert and only the first counts. Null for the ones triggers write.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('notifications_kind_valid', inList('kind', NOTIFICATION_KINDS)),
    uniqueIndex('notifications_dedupe_key_unique').on(t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Messages to deliver outside the app (issue 35, ADR 064): one row per message and channel, written in the
 * transaction of the change it reports (a trigger on notifications, migration 0013) and taken by the delivery
 * worker with FOR UPDATE SKIP LOCKED and a lease, so each is sent once across processes and none is lost.
 * The subject and bodies are written when the worker first renders the message, and kept for the admins' list.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The address as it was when the message was queued (a later change of email confirms the new one first). */
    recipient: text('recipient').notNull(),
    /** What it reports; set null when that goes, and a message still queued is then canceled, not sent. */
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    /** One message per key, whoever queues it: 'notification:42', later 'reminder:<match>:<user>'. */
    dedupeKey: text('dedupe_key'),
    /** What a later kind needs to be rendered that no other row holds (a reminder's time, a one-tap token's id). */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('queued'),
    /** When it is due: now for a change's message, later for a scheduled one or a retry after a failure. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** The lease of the worker sending it: another may take it only once the lease has run out (a crash). */
    leaseToken: text('lease_token'),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastError: text('last_error'),
    subject: text('subject'),
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_valid', inList('channel', OUTBOX_CHANNELS)),
    check('outbox_kind_valid', inList('kind', OUTBOX_KINDS)),
    check('outbox_status_valid', inList('status', OUTBOX_STATUSES)),
    check('outbox_attempts_valid', sql`${t.attempts} >= 0`),
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupeKey),
    // The worker's claim reads only queued rows, in the order they fall due.
    index('outbox_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('outbox_notification_idx').on(t.notificationId),
    index('outbox_user_idx').on(t.userId),
  ],
);

/**
 * The server's VAPID key pair for Web Push (ADR 065): made at the first start and kept for good, since every
 * browser subscription is bound to its public key. One row: the check pins its id, so two processes starting at
 * once on one database keep the first pair inserted and both read that one.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    /** P-256, uncompressed point, base64url: what browsers get as applicationServerKey. */
    publicKey: text('public_key').notNull(),
    /** The private scalar, base64url; it signs the VAPID token of every push request. */
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  () => [check('push_vapid_keys_one_row', sql`id = 1`)],
);

/**
 * A device a user turned notifications on for: the browser's push subscription (issue 35, ADR 065). The endpoint
 * is the push service's address for that browser and identifies it; subscribing again from it updates the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url: what each payload is encrypted to (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android": how the profile names the device. */
    userAgentLabel: text('user_agent_label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The server's secret for signed links (ADR 066): one-click unsubscribe and one-tap answers in emails. Made at
 * first use and kept for good; two processes making one at once keep the first inserted and both read that one.
 * One row: the check pins its id.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: integer('id').primaryKey().default(1),
    /** 64 hex digits of strong randomness: the HMAC-SHA256 key. */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  () => [check('signing_keys_one_row', sql`id = 1`)],
);

/**
 * The kinds of message a player can turn on or off, with what each is before they choose (issue 35 item 3,
 * ADR 067). The queueing trigger (migration 0016) queues a notification's messages only when its kind is here,
 * so a later kind becomes mailable by one INSERT. The shared MESSAGE_DEFAULTS mirrors the rows (tested).
 */
export const messageKinds = pgTable('message_kinds', {
  kind: text('kind').primaryKey(),
  emailDefault: boolean('email_default').notNull(),
  pushDefault: boolean('push_default').notNull(),
});

/**
 * A player's own choice for one kind on one channel; without a row the kind's default holds. Read by the
 * queueing trigger in the transaction that writes the notification, so a choice counts from its commit on.
 */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind')
      .notNull()
      .references(() => messageKinds.kind, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_preferences_pk', columns: [t.userId, t.kind, t.channel] }),
    check('message_preferences_channel_valid', inList('channel', MESSAGE_CHANNELS)),
  ],
);

/**
 * One-tap answers from emails that were used (issue 35, ADR 070): a token's id is inserted in the transaction of
 * the answer it gave, so the same link (or its sibling: an email's Accept and Decline share one id) acts once.
 * Kept until a day after the token can have expired, then pruned as later tokens are spent.
 */
export const spentLinkTokens = pgTable('spent_link_tokens', {
  jti: text('jti').primaryKey(),
  /** What the token did, e.g. 'proposal-answer': for reading the table, not for a rule. */
  purpose: text('purpose').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an account link does: set a new password, or confirm a new email address (ADR 069). */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_change'] as const;

/**
 * A mailed link that acts on one account (issue 35 item 5, ADR 069): a password reset (one hour) or the
 * confirmation of a new email address (24 hours). The link's secret is made by the outbox worker as it sends the
 * message and only its SHA-256 is stored, so no copy of the database, not even the outbox's, holds a usable link;
 * until then `token_hash` is null and the row can be followed by nobody. Single use: `used_at` is set in the
 * transaction that acts on it. A newer request of the same purpose ends the older ones (their `expires_at` moves to
 * now), so only the latest link works.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    /** The address an email change moves to; null for a password reset. Lower-cased, as users.email is. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_tokens_purpose_valid', inList('purpose', ACCOUNT_TOKEN_PURPOSES)),
    check(
      'account_tokens_new_email_for_email_change',
      sql`(${t.purpose} = 'email_change') = (${t.newEmail} is not null)`,
    ),
    check('account_tokens_new_email_lower_case', sql`${t.newEmail} = lower(${t.newEmail})`),
    uniqueIndex('account_tokens_token_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * A private league's invite links (issue 38, ADR 075): whoever follows /leagues/join/{token} joins the league, and
 * someone without an account signs up through it. `use_count` sits beside the uses so that taking a use is one
 * conditional UPDATE, as for invite codes; the CHECK is the backstop.
 */
export const leagueInviteLinks = pgTable(
  'league_invite_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    /** 16 random bytes in base64url: the invitation itself, so it is never guessable. */
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('league_invite_links_token_unique').on(t.token),
    index('league_invite_links_league_idx').on(t.leagueId),
    check('league_invite_links_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check(
      'league_invite_links_use_count_in_range',
      sql`${t.useCount} >= 0 and (${t.maxUses} is null or ${t.useCount} <= ${t.maxUses})`,
    ),
  ],
);

/** Who used a link: each person counts once per link, whether they signed up through it, joined, or both. */
export const leagueInviteLinkUses = pgTable(
  'league_invite_link_uses',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => leagueInviteLinks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.userId] }), index('league_invite_link_uses_user_idx').on(t.userId)],
);

/**
 * A doubles pair (issue 37, ADR 078). The anchor is the player who invited the partner (or the first one an admin
 * paired): divisions, matches, proposals and standings name the anchor's player id for the whole pair, so the
 * singles tables serve doubles unchanged. The anchor is registered from the start; the partner is registered
 * when they accept. A player is in at most one pair of a league: the unique indexes hold each role, and the
 * writers, under the league's lock, keep a player from being anchor of one pair and partner of another.
 */
export const leaguePairs = pgTable(
  'league_pairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leagueId: integer('league_id').notNull(),
    anchorPlayerId: integer('anchor_player_id').notNull(),
    partnerPlayerId: integer('partner_player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PAIR_STATUSES }).notNull().default('invited'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // The anchor's registration carries the pair: withdrawing it ends the pair.
    foreignKey({
      name: 'league_pairs_anchor_registration_fk',
      columns: [t.anchorPlayerId, t.leagueId],
      foreignColumns: [registrations.playerId, registrations.leagueId],
    }).onDelete('cascade'),
    uniqueIndex('league_pairs_anchor_unique').on(t.leagueId, t.anchorPlayerId),
    uniqueIndex('league_pairs_partner_unique').on(t.leagueId, t.partnerPlayerId),
    index('league_pairs_partner_idx').on(t.partnerPlayerId),
    check('league_pairs_two_players', sql`${t.anchorPlayerId} <> ${t.partnerPlayerId}`),
    check('league_pairs_status_valid', inList('status', PAIR_STATUSES)),
    check('league_pairs_completed_when_complete', sql`(${t.status} = 'complete') = (${t.completedAt} is not null)`),
  ],
);
