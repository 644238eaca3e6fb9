import { ageOn } from '@courtside/shared/players/age';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
/** A small fictional club: enough people and variety to try every screen. Data only, no I/O. */

export const DEMO_PASSWORD = 'courtside-demo';

export const demoStaff = [
  { email: 'owner@courtside.test', firstname: 'Olivia', lastname: 'Owens', userType: 'owner' as const },
  { email: 'admin@courtside.test', firstname: 'Adam', lastname: 'Adler', userType: 'admin' as const },
];

const firstNames = {
  Mens: [
    'James',
    'Luis',
    'Noah',
    'Kenji',
    'Marcus',
    'Ethan',
    'Ravi',
    'Tomasz',
    'Daniel',
    'Omar',
    'Felix',
    'Hugo',
    'Isaac',
    'Mateo',
    'Samuel',
  ],
  Ladies: [
    'Ava',
    'Sofia',
    'Mia',
    'Priya',
    'Chloe',
    'Grace',
    'Yuki',
    'Elena',
    'Hannah',
    'Zara',
    'Lucia',
    'Nora',
    'Amara',
    'Ingrid',
    'Leah',
  ],
};
const lastNames = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Okafor',
  'Kowalski',
  'Tanaka',
  'Patel',
  'Rossi',
  'Murphy',
  'Silva',
  'Johansson',
  'Haddad',
  'Fischer',
  'Moreau',
  'Kim',
];
const streets = ['Baseline Rd', 'Deuce Ct', 'Volley Ave', 'Court St', 'Lob Ln'];
const bios = [
  'Weekend player who loves long rallies.',
  'Back on court after a few years off; looking for friendly matches.',
  'Serve-and-volley fan. Evenings work best for me.',
  'Competitive but fair. Happy to play early mornings.',
  '',
];

/** Same club every run, so screenshots and bug reports can name the same people. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export function demoPlayers(count = 30) {
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const gender = index % 2 === 0 ? ('Mens' as const) : ('Ladies' as const);
    const firstname = firstNames[gender][Math.floor(index / 2) % firstNames[gender].length]!;
    const lastname = lastNames[index % lastNames.length]!;
    const year = 1965 + Math.floor(random() * 40);
    const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
    return {
      email: `${firstname}.${lastname}.${index + 1}@courtside.test`.toLowerCase(),
      firstname,
      lastname,
      gender,
      rating: 2.5 + 0.5 * Math.floor(random() * 8),
      birthdate: `${year}-${month}-${day}`,
      phoneNumber: `(555) ${String(100 + index).padStart(3, '0')}-${String(1000 + index * 37).slice(0, 4)}`,
      address: `${10 + index} ${pick(streets)}, Springfield`,
      bio: pick(bios),
    };
  });
}

export const demoInviteCodes = [
  { code: 'WELCOME-2026', maxUses: 50, expiresInDays: 90 },
  { code: 'FRIEND-PASS', maxUses: 1, expiresInDays: null },
  { code: 'SPRING-LADDER', maxUses: 20, expiresInDays: 30 },
];

export const demoRegions = [
  { cityArea: 'Springfield', state: 'IL' },
  { cityArea: 'Shelbyville', state: 'IL' },
];

export const demoLocations = [
  { name: 'Springfield Park Courts', address: '100 Baseline Rd, Springfield', hasLights: true },
  { name: 'Riverside Tennis Center', address: '42 Volley Ave, Springfield', hasLights: true },
  { name: 'Shelbyville High School Courts', address: '7 Court St, Shelbyville', hasLights: false },
];

/** The statuses the demo shows, each in the order the admin would reach it. */
export type DemoLeagueStatus = 'draft' | 'registration_open' | 'pending_start' | 'active';

export interface DemoLeague {
  name: string;
  leagueType: 'Singles' | 'Doubles' | 'Mixed';
  ageCategory: 'Junior' | 'Adult' | 'Senior';
  season: string;
  rules: string;
  entryFee: number | null;
  gender: 'male' | 'female' | 'coed';
  /** Index into demoRegions. */
  region: number;
  minPlayersPerDivision: number;
  maxPlayersPerDivision: number;
  maxRegistrations: number;
  registrationStart: string;
  registrationEnd: string;
  playStart: string;
  playEnd: string;
  status: DemoLeagueStatus;
  /** How its matches are scored (ADR 071); best of three when not given. */
  scoringFormat?: ScoringFormat;
  /** Indexes into demoPlayers() of the players who registered. */
  players: number[];
  divisions: {
    divisionName: string;
    rankLevel: number;
    gender: 'male' | 'female' | 'coed';
    /** Indexes into demoPlayers(); every registered player is in one when the league is past registration. */
    players: number[];
  }[];
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** `today` plus `days`, both as YYYY-MM-DD (UTC calendar days). */
function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * One league in each status worth trying, dated around `today` so that the active one is half way through:
 * players 0-29 of demoPlayers() take part (even indexes are Mens, odd ones Ladies).
 */
export function demoLeagues(today: string): DemoLeague[] {
  const dates = (registrationStart: number, registrationEnd: number, playStart: number, playEnd: number) => ({
    registrationStart: shift(today, registrationStart),
    registrationEnd: shift(today, registrationEnd),
    playStart: shift(today, playStart),
    playEnd: shift(today, playEnd),
  });
  const common = {
    ageCategory: 'Adult' as const,
    rules: 'Best of three sets; a third-set match tiebreak is fine if both agree. Bring a new can of balls.',
    minPlayersPerDivision: 6,
    maxPlayersPerDivision: 10,
  };
  return [
    {
      ...common,
      name: 'Springfield Singles Ladder',
      leagueType: 'Singles',
      season: `Spring ${today.slice(0, 4)}`,
      entryFee: 40,
      gender: 'coed',
      region: 0,
      maxRegistrations: 32,
      // Five weeks played and five to go: demo-season.ts plays the first half of its matches.
      ...dates(-63, -42, -35, 35),
      status: 'active',
      // Weeknight courts are booked by the hour: a match tiebreak instead of a third set (ADR 071).
      scoringFormat: 'match_tiebreak',
      rules: 'Two sets; at one set all, a match tiebreak to 10 points. Bring a new can of balls.',
      players: range(0, 28),
      divisions: [
        { divisionName: 'Gold', rankLevel: 4.0, gender: 'coed', players: range(0, 10) },
        { divisionName: 'Silver', rankLevel: 3.5, gender: 'coed', players: range(10, 20) },
        { divisionName: 'Bronze', rankLevel: 3.0, gender: 'coed', players: range(20, 28) },
      ],
    },
    {
      ...common,
      name: 'Summer Evening League',
      leagueType: 'Singles',
      season: `Summer ${today.slice(0, 4)}`,
      entryFee: 25.5,
      gender: 'coed',
      region: 0,
      maxRegistrations: 24,
      ...dates(-30, -5, 7, 90),
      status: 'pending_start',
      players: range(0, 12),
      divisions: [
        {
          divisionName: 'Mens Evening',
          rankLevel: 3.5,
          gender: 'male',
          players: range(0, 12).filter((i) => i % 2 === 0),
        },
        {
          divisionName: 'Ladies Evening',
          rankLevel: 3.5,
          gender: 'female',
          players: range(0, 12).filter((i) => i % 2 === 1),
        },
      ],
    },
    {
      ...common,
      name: 'Shelbyville Fall Social',
      leagueType: 'Doubles',
      season: `Fall ${today.slice(0, 4)}`,
      entryFee: null,
      gender: 'coed',
      region: 1,
      maxRegistrations: 20,
      ...dates(-7, 21, 30, 120),
      status: 'registration_open',
      players: range(12, 21),
      divisions: [{ divisionName: 'Social', rankLevel: 3.0, gender: 'coed', players: [] }],
    },
    {
      ...common,
      name: 'Winter Indoor Series',
      leagueType: 'Mixed',
      season: `Winter ${today.slice(0, 4)}`,
      entryFee: 60,
      gender: 'coed',
      region: 1,
      maxRegistrations: 16,
      ...dates(30, 60, 75, 160),
      status: 'draft',
      players: [],
      divisions: [],
    },
  ];
}

const DAY_MS = 86_400_000;

/**
 * Everything `seedDemoClub` is given for the demo club dated around `today`: its staff, its players with their
 * ages on that day, its invite codes, regions, locations and leagues. The codes' lifetimes run from `now`; without
 * it they never expire, so a test on a fixed date finds them as usable as on the day it was written.
 */
export function demoClubFor(today: string, options: { passwordHash: string; now?: Date }) {
  const { passwordHash, now } = options;
  return {
    staff: demoStaff,
    players: demoPlayers().map((player) => ({ ...player, age: ageOn(player.birthdate, today) })),
    inviteCodes: demoInviteCodes.map(({ expiresInDays, ...code }) => ({
      ...code,
      expiresAt: now && expiresInDays !== null ? new Date(now.getTime() + expiresInDays * DAY_MS) : null,
    })),
    passwordHash,
    regions: demoRegions,
    locations: demoLocations,
    leagues: demoLeagues(today),
    today,
  };
}
