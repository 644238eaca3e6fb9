import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';

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
    /** Placement is per league; the divisions table arrives with league management. */
    divisionId: integer('division_id'),
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

export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityArea: text('city_area').notNull(),
    state: text('state').notNull(),
  },
  (t) => [uniqueIndex('regions_city_state_unique').on(t.cityArea, t.state)],
);

export const leagues = pgTable(
  'leagues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    leagueType: text('league_type', { enum: ['Singles', 'Doubles', 'Mixed'] }).notNull(),
    rules: text('rules'),
    leagueStatus: text('league_status', { enum: LEAGUE_STATUSES }).notNull().default('draft'),
    entryFee: numeric('entry_fee', { precision: 10, scale: 2, mode: 'number' }),
    season: text('season').notNull(),
    playStart: date('play_start', { mode: 'string' }).notNull(),
    playEnd: date('play_end', { mode: 'string' }).notNull(),
    registrationStart: date('registration_start', { mode: 'string' }).notNull(),
    registrationEnd: date('registration_end', { mode: 'string' }).notNull(),
    ageCategory: text('age_category', { enum: ['Junior', 'Adult', 'Senior'] }).notNull(),
    gender: text('gender'),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    minPlayersPerDivision: integer('min_players_per_division'),
    maxPlayersPerDivision: integer('max_players_per_division'),
    maxRegistrations: integer('max_registrations'),
    publicVisible: boolean('public_visible').notNull().default(true),
    bannerUrl: text('banner_url'),
    createdAt: createdAt(),
  },
  (t) => [
    check('leagues_status_valid', inList('league_status', LEAGUE_STATUSES)),
    check('leagues_type_valid', inList('league_type', ['Singles', 'Doubles', 'Mixed'])),
    check('leagues_age_category_valid', inList('age_category', ['Junior', 'Adult', 'Senior'])),
    check('leagues_registration_order', sql`${t.registrationEnd} > ${t.registrationStart}`),
    check('leagues_play_after_registration', sql`${t.playStart} > ${t.registrationEnd}`),
    check('leagues_play_order', sql`${t.playEnd} > ${t.playStart}`),
    check('leagues_entry_fee_non_negative', sql`${t.entryFee} is null or ${t.entryFee} >= 0`),
    check('leagues_max_registrations_non_negative', sql`${t.maxRegistrations} is null or ${t.maxRegistrations} >= 0`),
    check(
      'leagues_division_sizes',
      sql`(${t.minPlayersPerDivision} is null or ${t.minPlayersPerDivision} >= 2) and (${t.maxPlayersPerDivision} is null or ${t.maxPlayersPerDivision} >= 2)`,
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
    uniqueIndex('registrations_player_league_unique').on(t.playerId, t.leagueId),
    index('registrations_league_idx').on(t.leagueId),
  ],
);
