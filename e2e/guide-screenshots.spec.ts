import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { ApiSession, clockPast, type Credentials } from './support/api';
import { DESKTOP, PHONE, newContext } from './support/browser';
import { setLeagueStatus, startLeague } from './support/league-setup';
import { matchBetween, matchCard, submitScore, typeGames, type Playing } from './support/league-play';
import { boardColumn } from './support/leagues';
import { OWNER } from './support/server';
import { useServerAndBrowser } from './support/suite';
import {
  expectHeading,
  expectText,
  rowWithCell,
  rowWithText,
  signInContext,
  waitForAnimations,
  withScreenshotOnFailure,
} from './support/ui';

/**
 * The pictures of the player's and the administrator's guides (docs/guides/), taken from a small club set up
 * through the API on a fresh server. Each picture is taken only once its page shows what the guide says it
 * shows, so a page that stops working fails here instead of leaving a stale picture in the guides. Every
 * picture a guide embeds must be one of SCREENSHOTS, and every one of SCREENSHOTS must be embedded.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const guidesDir = path.join(repoRoot, 'docs/guides');
// The pictures change on every run (the club's dates follow today), so a test run keeps them out of the work
// tree, in e2e/artifacts/; `npm run guide-pictures` writes them into the guides (README, "Guides").
const imagesDir =
  process.env.GUIDE_PICTURES === 'write'
    ? path.join(guidesDir, 'images')
    : path.join(repoRoot, 'e2e/artifacts/guide-pictures');
const GUIDES = ['players.md', 'administrators.md'];

type Person = 'visitor' | 'newcomer' | 'player' | 'owner';

interface Screenshot {
  /** The file name without .png; `*-phone` ones are taken 375 px wide. */
  name: string;
  as: Person;
  /** Opens the page, brings it to what the guide shows, and checks that it shows it. */
  show: (page: Page) => Promise<void>;
}

// --- The club: names the guides use ---

const PASSWORD = 'courtside-guide-1';

interface Member {
  first: string;
  last: string;
  rating?: number;
  gender?: 'Mens' | 'Ladies';
}

const MEMBERS = {
  alice: { first: 'Alice', last: 'Archer', rating: 4, gender: 'Ladies' },
  ben: { first: 'Ben', last: 'Baker', rating: 3.5, gender: 'Mens' },
  cara: { first: 'Cara', last: 'Cole', rating: 3, gender: 'Ladies' },
  dev: { first: 'Dev', last: 'Dawson', rating: 4, gender: 'Mens' },
  erin: { first: 'Erin', last: 'Ellis', rating: 3.5, gender: 'Ladies' },
  finn: { first: 'Finn', last: 'Foster', rating: 3, gender: 'Mens' },
  priya: { first: 'Priya', last: 'Patel', rating: 4.5, gender: 'Ladies' },
  // A player who has just signed up: names but no rating or play type yet.
  gina: { first: 'Gina', last: 'Green' },
} satisfies Record<string, Member>;
type MemberKey = keyof typeof MEMBERS;

const emailOf = (key: MemberKey) => `${MEMBERS[key].first}.${MEMBERS[key].last}@example.com`.toLowerCase();
const nameOf = (key: MemberKey) => `${MEMBERS[key].first} ${MEMBERS[key].last}`;

const LEAGUES = {
  riverside: 'Riverside Summer Singles',
  hillside: 'Hillside Ladies Singles',
  autumn: 'Autumn Doubles Ladder',
  evening: 'Evening Singles Flex',
  winter: 'Winter Indoor Singles',
  lakeside: 'Lakeside Autumn Singles',
};

const leagueIds = {} as Record<keyof typeof LEAGUES, number>;

/** Signs a member up with an invite code, as the sign-up page does (user, then primary player), and fills in the profile. */
async function join(
  baseUrl: string,
  key: MemberKey,
  inviteCode: string,
): Promise<{ session: ApiSession; playerId: number }> {
  const member: Member = MEMBERS[key];
  const session = new ApiSession(baseUrl);
  const user = await session.request<{ id: number }>('POST', 'users/create', {
    email: emailOf(key),
    password: PASSWORD,
    invite_code: inviteCode,
    firstname: member.first,
    lastname: member.last,
  });
  const player = await session.request<{ id: number }>('POST', 'players/create', {
    user_id: user.id,
    primary_player: true,
    first_name: member.first,
    last_name: member.last,
  });
  if (member.rating !== undefined) {
    await session.request('PUT', 'players/update', {
      id: player.id,
      first_name: member.first,
      last_name: member.last,
      rating: member.rating,
      gender: member.gender,
    });
  }
  return { session, playerId: player.id };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface LeagueDates {
  registration_start: string;
  registration_end: string;
  play_start: string;
  play_end: string;
}

const SUMMER_2026: LeagueDates = {
  registration_start: '2026-05-01',
  registration_end: '2026-05-15',
  play_start: '2026-05-20',
  play_end: '2026-08-30',
};

async function createLeague(
  admin: ApiSession,
  name: string,
  details: {
    type: 'Singles' | 'Doubles';
    season: string;
    regionId: number;
    fee: number;
    gender?: 'female';
    dates?: LeagueDates;
  },
): Promise<number> {
  const league = await admin.request<{ id: number }>('POST', 'leagues/post', {
    name,
    league_type: details.type,
    age_category: 'Adult',
    season: details.season,
    gender: details.gender ?? 'coed',
    region_id: details.regionId,
    ...(details.dates ?? SUMMER_2026),
    entry_fee: details.fee,
    max_registrations: 24,
    min_players_per_division: 2,
    max_players_per_division: 8,
    public_visible: true,
    rules: 'Best of three sets; a match tie-break instead of a third set.',
  });
  return league.id;
}

async function createDivision(admin: ApiSession, leagueId: number, name: string, rank: number): Promise<number> {
  const division = await admin.request<{ id: number }>('POST', 'divisions/create', {
    league_id: leagueId,
    division_name: name,
    rank_level: rank,
    gender: 'coed',
  });
  return division.id;
}

/** The club: players, an admin, two regions, three locations, five leagues at different steps, invite codes. */
async function setUpClub(baseUrl: string) {
  const owner = await ApiSession.signIn(baseUrl, OWNER);
  const code = (text: string, maxUses: number, expiresAt: string | null = null) =>
    owner.request<{ id: number; code: string }>('POST', 'invite-codes/create', {
      code: text,
      max_uses: maxUses,
      expires_at: expiresAt,
    });

  await code('SUMMER-2026', 20);
  const players = {} as Record<MemberKey, { session: ApiSession; playerId: number }>;
  for (const key of Object.keys(MEMBERS) as MemberKey[]) {
    if (key === 'gina') continue;
    players[key] = await join(baseUrl, key, 'SUMMER-2026');
  }
  await code('FRIEND-OF-BEN', 1);
  players.gina = await join(baseUrl, 'gina', 'FRIEND-OF-BEN');
  const flyer = await code('FLYER-2025', 50);
  await owner.request('PUT', 'invite-codes/disable', { id: flyer.id });
  // A code cannot be made already expired; this one expires while the club is set up.
  const trialEnds = Date.now() + 2_000;
  await code('TRIAL-WEEK', 5, new Date(trialEnds).toISOString());

  const users = await owner.request<{ id: number; email: string }[]>('GET', 'users/all');
  const priya = users.find((user) => user.email === emailOf('priya'));
  assert.ok(priya, 'Priya has no account');
  await owner.request('PUT', 'users/update', { id: priya.id, user_type: 'admin' });

  const locationIds: Record<string, number> = {};
  for (const [name, address, hasLights] of [
    ['Riverside Park Courts', '1 River Road, Riverside, CA', true],
    ['Hillside Tennis Club', '40 Hill Street, Hillside, CA', false],
    ['Oak Street School', '12 Oak Street, Riverside, CA', true],
  ] as const) {
    const location = await owner.request<{ id: number }>('POST', 'locations/post', {
      name,
      address,
      has_lights: hasLights,
    });
    locationIds[name] = location.id;
  }
  const riversideRegion = await owner.request<{ id: number }>('POST', 'regions/post', {
    city_area: 'Riverside',
    state: 'CA',
  });
  const hillsideRegion = await owner.request<{ id: number }>('POST', 'regions/post', {
    city_area: 'Hillside',
    state: 'CA',
  });

  const register = async (key: MemberKey, leagueId: number) =>
    players[key].session.request('POST', 'registrations/registerPlayer', {
      player_id: players[key].playerId,
      league_id: leagueId,
    });

  // Registration closed, two divisions, a draft placement with two players still unassigned.
  leagueIds.riverside = await createLeague(owner, LEAGUES.riverside, {
    type: 'Singles',
    season: 'Summer 2026',
    regionId: riversideRegion.id,
    fee: 25,
  });
  await setLeagueStatus(owner, leagueIds.riverside, 'registration_open');
  for (const key of ['alice', 'ben', 'cara', 'dev', 'erin', 'finn'] as const) await register(key, leagueIds.riverside);
  await setLeagueStatus(owner, leagueIds.riverside, 'registration_closed');
  const divisionA = await createDivision(owner, leagueIds.riverside, 'Division A', 4);
  const divisionB = await createDivision(owner, leagueIds.riverside, 'Division B', 3.5);
  await owner.request('POST', 'divisions/saveDraftAssignments', {
    league_id: leagueIds.riverside,
    changes: [
      { player_id: players.alice.playerId, division_id: divisionA },
      { player_id: players.dev.playerId, division_id: divisionA },
      { player_id: players.ben.playerId, division_id: divisionB },
      { player_id: players.erin.playerId, division_id: divisionB },
    ],
  });

  // Divisions published, waiting for Start League.
  leagueIds.hillside = await createLeague(owner, LEAGUES.hillside, {
    type: 'Singles',
    season: 'Summer 2026',
    regionId: hillsideRegion.id,
    fee: 20,
    gender: 'female',
  });
  await setLeagueStatus(owner, leagueIds.hillside, 'registration_open');
  for (const key of ['alice', 'cara', 'erin'] as const) await register(key, leagueIds.hillside);
  await setLeagueStatus(owner, leagueIds.hillside, 'registration_closed');
  const ladies = await createDivision(owner, leagueIds.hillside, 'Ladies 3.5', 3.5);
  await owner.request('POST', 'divisions/saveDraftAssignments', {
    league_id: leagueIds.hillside,
    changes: (['alice', 'cara', 'erin'] as const).map((key) => ({
      player_id: players[key].playerId,
      division_id: ladies,
    })),
  });
  await owner.request('POST', 'leagues/publish', { league_id: leagueIds.hillside });

  // Two leagues open for registration (Alice is in one of them) and one still a draft.
  leagueIds.autumn = await createLeague(owner, LEAGUES.autumn, {
    type: 'Doubles',
    season: 'Autumn 2026',
    regionId: riversideRegion.id,
    fee: 30,
  });
  await setLeagueStatus(owner, leagueIds.autumn, 'registration_open');
  await register('alice', leagueIds.autumn);
  // Its pairs: Cara and Dev a pair, Erin waiting on Alice's answer, Ben looking for a partner.
  const invitePartner = (key: MemberKey, partner: MemberKey) =>
    players[key].session.request<{ id: number }>('POST', 'pairs/invite', {
      league_id: leagueIds.autumn,
      player_id: players[key].playerId,
      partner_email: emailOf(partner),
    });
  const caraAndDev = await invitePartner('cara', 'dev');
  await players.dev.session.request('PUT', 'pairs/accept', { pair_id: caraAndDev.id });
  await invitePartner('erin', 'alice');
  await register('ben', leagueIds.autumn);
  leagueIds.evening = await createLeague(owner, LEAGUES.evening, {
    type: 'Singles',
    season: 'Summer 2026',
    regionId: hillsideRegion.id,
    fee: 0,
  });
  await setLeagueStatus(owner, leagueIds.evening, 'registration_open');
  leagueIds.winter = await createLeague(owner, LEAGUES.winter, {
    type: 'Singles',
    season: 'Winter 2026',
    regionId: riversideRegion.id,
    fee: 35,
  });

  // Under way: Alice has beaten Ben, plays Dev in a few days and has still to arrange Finn.
  leagueIds.lakeside = await createLeague(owner, LEAGUES.lakeside, {
    type: 'Singles',
    season: 'Autumn 2026',
    regionId: riversideRegion.id,
    fee: 25,
    dates: {
      registration_start: dayFromNow(-40),
      registration_end: dayFromNow(-30),
      play_start: dayFromNow(-21),
      play_end: dayFromNow(45),
    },
  });
  await setLeagueStatus(owner, leagueIds.lakeside, 'registration_open');
  for (const key of ['alice', 'ben', 'dev', 'finn'] as const) await register(key, leagueIds.lakeside);
  await startLeague(owner, leagueIds.lakeside);
  const playing = (key: MemberKey): Playing => ({ ...players[key], name: nameOf(key) });
  // Every match of the league is played at Riverside Park Courts, at 18:30 UTC.
  const schedule = async (key: MemberKey, opponent: MemberKey, days: number) => {
    const match = await matchBetween(playing(key), playing(opponent), leagueIds.lakeside);
    const time = new Date(Date.now() + days * DAY_MS);
    time.setUTCHours(18, 30, 0, 0);
    await players[key].session.request('POST', 'matches/scheduleMatch', {
      match_id: match.id,
      match_datetime: time.toISOString(),
      location_id: locationIds['Riverside Park Courts'],
    });
    return match;
  };
  // Each result as its winner entered it, winner's games first, and whether the loser has confirmed it yet.
  for (const [key, opponent, days, score, confirmed] of [
    ['alice', 'ben', -6, '6-3 6-4', true],
    ['ben', 'finn', -4, '6-4 7-5', true],
    ['dev', 'finn', -2, '6-1 4-6 6-2', false],
  ] as const) {
    const match = await schedule(key, opponent, days);
    const sets = score.split(' ').map((set) => set.split('-').map(Number) as [number, number]);
    await submitScore(playing(key), match, sets);
    if (confirmed) await players[opponent].session.request('POST', 'matches/confirmScore', { match_id: match.id });
  }
  await schedule('alice', 'dev', 4);

  // What the players told the admins, for the feedback list.
  await players.ben.session.request('POST', 'feedback/create', {
    message: 'Could the standings show who won our last match? Lovely to have the scores on the phone.',
    page_url: `/leagues/${leagueIds.lakeside}/standings`,
  });
  await players.alice.session.request('POST', 'feedback/create', {
    message: 'Proposing a time from the league home worked first time. Thank you!',
    page_url: `/leagues/${leagueIds.lakeside}`,
  });

  await clockPast(trialEnds);
}

// --- The pictures ---

const manageUrl = (league: keyof typeof LEAGUES) => `/admin/leagues-registrations?manage=${leagueIds[league]}`;

/** Scrolls so that the heading sits just below the fixed header bar. */
async function scrollToHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { name, exact: true });
  await heading.waitFor();
  await heading.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
}

async function openManagePanel(page: Page, league: keyof typeof LEAGUES) {
  await page.goto(manageUrl(league));
  await expectHeading(page, 'League Management');
  await page.getByRole('heading', { level: 2, name: LEAGUES[league] }).waitFor();
}

async function showDashboard(page: Page) {
  await page.goto('/dashboard');
  await expectHeading(page, /^Welcome/);
  const card = page.getByRole('region', { name: 'Complete your profile' });
  const missing = card.getByRole('list', { name: 'Missing from your profile' });
  await missing.getByText('Rating', { exact: true }).waitFor();
  await missing.getByText('Play type', { exact: true }).waitFor();
  await card.getByRole('link', { name: 'Go to Profile' }).waitFor();
}

async function openLeagueHome(page: Page) {
  await page.goto(`/leagues/${leagueIds.lakeside}`);
  await expectHeading(page, LEAGUES.lakeside);
}

async function showPlacementBoard(page: Page) {
  await openManagePanel(page, 'riverside');
  await boardColumn(page, 'Division A').getByText(nameOf('alice')).waitFor();
  await boardColumn(page, 'Division B').getByText(nameOf('ben')).waitFor();
  await boardColumn(page, 'Unassigned').getByText(nameOf('cara')).waitFor();
  await scrollToHeading(page, 'Divisions and players');
}

const SCREENSHOTS: Screenshot[] = [
  {
    name: 'sign-up',
    as: 'visitor',
    async show(page) {
      await page.goto('/sign-up');
      await expectHeading(page, 'Create your account');
      await page.getByLabel('Email', { exact: true }).fill('gina.green@example.com');
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Invite Code', { exact: true }).fill('FRIEND-OF-BEN');
      await expectText(page, 'Passwords match');
      assert.ok(await page.getByRole('button', { name: 'Sign Up' }).isEnabled(), 'Sign Up stays disabled');
    },
  },
  { name: 'dashboard', as: 'newcomer', show: showDashboard },
  { name: 'dashboard-phone', as: 'newcomer', show: showDashboard },
  {
    name: 'profile',
    as: 'player',
    async show(page) {
      await page.goto('/profile');
      await expectHeading(page, 'Profile');
      await page.getByRole('heading', { level: 2, name: nameOf('alice') }).waitFor();
      assert.equal(await page.getByLabel('Email', { exact: true }).inputValue(), emailOf('alice'));
      await page.getByRole('button', { name: 'Change Password' }).waitFor();
    },
  },
  {
    name: 'change-password',
    as: 'player',
    async show(page) {
      await page.goto('/profile');
      await expectHeading(page, 'Profile');
      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change Password' });
      await dialog.getByLabel('Current Password', { exact: true }).waitFor();
      await dialog.getByLabel('New Password', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Update Password' }).waitFor();
    },
  },
  {
    name: 'register',
    as: 'player',
    async show(page) {
      await page.goto('/register');
      await expectHeading(page, 'Register for a League');
      await page.getByRole('radio', { name: LEAGUES.autumn }).waitFor();
      await expectText(page, '✓ Already Registered');
      await page.getByRole('radio', { name: LEAGUES.evening }).click();
      await page.getByRole('button', { name: 'Register Now' }).waitFor();
    },
  },
  {
    name: 'my-leagues',
    as: 'player',
    async show(page) {
      await page.goto('/my-leagues');
      await expectHeading(page, 'My Leagues');
      const list = page.getByRole('list', { name: 'My leagues' });
      for (const [league, status] of [
        [LEAGUES.riverside, 'Registration Closed'],
        [LEAGUES.hillside, 'Pending Start'],
        [LEAGUES.autumn, 'Registration Open'],
      ] as const) {
        await list.getByRole('listitem').filter({ hasText: league }).getByText(status, { exact: true }).waitFor();
      }
    },
  },
  {
    name: 'dark-mode',
    as: 'player',
    async show(page) {
      await page.goto('/my-leagues');
      await expectHeading(page, 'My Leagues');
      await page.getByRole('button', { name: 'Use dark colours' }).click();
      await page.getByRole('button', { name: 'Use light colours' }).waitFor();
      await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
    },
  },
  {
    name: 'admin-dashboard',
    as: 'owner',
    async show(page) {
      await page.goto('/admin');
      await expectHeading(page, 'Admin Dashboard');
      for (const card of [
        'Manage Users',
        'Manage Leagues',
        'Manage Locations',
        'View Feedback',
        'View Analytics',
        'Manage Codes',
      ])
        await page.getByRole('link', { name: card }).waitFor();
    },
  },
  {
    name: 'users',
    as: 'owner',
    async show(page) {
      await page.goto('/admin/users');
      await expectHeading(page, 'Manage Users');
      const alice = rowWithCell(page, emailOf('alice'));
      await alice.getByRole('button', { name: /^Make Admin/ }).waitFor();
      await alice.getByRole('button', { name: /^Reset Password/ }).waitFor();
      await rowWithCell(page, emailOf('priya')).getByText('admin', { exact: true }).waitFor();
    },
  },
  {
    name: 'invite-codes',
    as: 'owner',
    async show(page) {
      await page.goto('/admin/invite-codes');
      await expectHeading(page, 'Invite Codes');
      await page.getByRole('heading', { name: 'Create an Invite Code' }).waitFor();
      await rowWithText(page, 'SUMMER-2026').getByText('7/20', { exact: true }).waitFor();
      await rowWithText(page, 'FRIEND-OF-BEN').getByText('Used up', { exact: true }).waitFor();
      await rowWithText(page, 'TRIAL-WEEK').getByText('Expired', { exact: true }).waitFor();
      await rowWithText(page, 'FLYER-2025').getByText('Disabled', { exact: true }).waitFor();
    },
  },
  {
    name: 'locations',
    as: 'owner',
    async show(page) {
      await page.goto('/locations');
      await expectHeading(page, 'Manage Locations');
      for (const location of ['Riverside Park Courts', 'Hillside Tennis Club', 'Oak Street School'])
        await rowWithCell(page, location).waitFor();
      await page.getByRole('button', { name: 'Add New Location' }).waitFor();
    },
  },
  {
    name: 'league-management',
    as: 'owner',
    async show(page) {
      await page.goto('/admin/leagues-registrations');
      await expectHeading(page, 'League Management');
      for (const [league, status] of [
        [LEAGUES.riverside, 'Registration Closed'],
        [LEAGUES.hillside, 'Pending Start'],
        [LEAGUES.autumn, 'Registration Open'],
        [LEAGUES.winter, 'Draft'],
      ] as const) {
        await rowWithCell(page, league).getByText(status, { exact: true }).waitFor();
      }
      await page.getByRole('button', { name: `Manage ${LEAGUES.riverside}` }).waitFor();
      await page.getByRole('link', { name: 'Create New League' }).waitFor();
    },
  },
  {
    name: 'league-editor',
    as: 'owner',
    async show(page) {
      await page.goto('/admin/leagues/editor');
      await expectHeading(page, 'Create League');
      await page.getByLabel('League Name', { exact: true }).fill('Spring Mixed Singles');
      await page.getByLabel('League Type', { exact: true }).selectOption('Singles');
      await page.getByLabel('Season', { exact: true }).fill('Spring 2027');
      await page.getByLabel('Age Category', { exact: true }).selectOption('Adult');
      await page.getByRole('button', { name: 'Add region' }).click();
      await page.getByLabel('City/Area', { exact: true }).fill('Lakeside');
      await page.getByLabel('State', { exact: true }).fill('CA');
      await page.getByRole('button', { name: 'Add Region', exact: true }).waitFor();
    },
  },
  {
    name: 'league-manage',
    as: 'owner',
    async show(page) {
      await openManagePanel(page, 'riverside');
      await page
        .getByRole('listitem')
        .and(page.locator('[aria-current="step"]'))
        .getByText('Registration Closed')
        .waitFor();
      await page.getByRole('button', { name: 'Publish Divisions', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Cancel League', exact: true }).waitFor();
    },
  },
  {
    name: 'pairs-card',
    as: 'owner',
    async show(page) {
      await openManagePanel(page, 'autumn');
      const card = page.getByRole('region', { name: 'Pairs' });
      await card.getByText(`${nameOf('cara')} & ${nameOf('dev')}`).waitFor();
      await card.getByText(nameOf('erin'), { exact: false }).first().waitFor();
      await card.getByText(nameOf('ben'), { exact: false }).first().waitFor();
      await scrollToHeading(page, 'Pairs');
    },
  },
  {
    name: 'partner-invitation-phone',
    as: 'player',
    async show(page) {
      await page.goto(`/leagues/${leagueIds.autumn}`);
      await expectHeading(page, LEAGUES.autumn);
      const invitation = page.getByRole('region', {
        name: `${nameOf('erin')} asked you to be their partner in ${LEAGUES.autumn}`,
      });
      await invitation.getByRole('button', { name: 'Accept' }).waitFor();
      await invitation.getByRole('button', { name: 'Decline' }).waitFor();
    },
  },
  {
    name: 'placement-board',
    as: 'owner',
    async show(page) {
      await showPlacementBoard(page);
      // The per-player select: an unsaved move, until Save Draft.
      await page.getByLabel(`Division for ${nameOf('finn')}`, { exact: true }).selectOption({ label: 'Division B' });
      await boardColumn(page, 'Division B').getByText(nameOf('finn')).waitFor();
      await boardColumn(page, 'Division B').getByText('Unsaved', { exact: true }).waitFor();
      await expectText(page, '1 unsaved change.');
      await page.getByRole('button', { name: 'Save Draft', exact: true }).waitFor();
      await scrollToHeading(page, 'Divisions and players');
    },
  },
  { name: 'placement-board-phone', as: 'owner', show: showPlacementBoard },
  {
    name: 'league-home',
    as: 'player',
    async show(page) {
      await openLeagueHome(page);
      await expectText(page.getByRole('region', { name: 'Days Remaining' }), '1 unscheduled match');
      await matchCard(page, 'Scheduled matches', nameOf('dev')).getByText('Riverside Park Courts').waitFor();
      const past = matchCard(page, 'Past matches', nameOf('ben'));
      await past.getByText(`Score: You beat ${nameOf('ben')} 6-3, 6-4`, { exact: true }).waitFor();
      await past.getByText('Completed', { exact: true }).waitFor();
      await expectText(page, 'You are ranked #1 in your division');
    },
  },
  {
    name: 'score-entry',
    as: 'player',
    async show(page) {
      await openLeagueHome(page);
      await page.getByRole('link', { name: `Enter Score for match with ${nameOf('dev')}`, exact: true }).click();
      await expectHeading(page, 'Match Score Entry');
      for (const [set, alice, dev] of [
        [1, 6, 4],
        [2, 3, 6],
        [3, 7, 6],
      ] as const) {
        await typeGames(page, set, nameOf('alice'), alice);
        await typeGames(page, set, nameOf('dev'), dev);
      }
      assert.ok(await page.getByRole('button', { name: 'Submit Score' }).isEnabled(), 'Submit Score stays disabled');
      // Typing scrolled the page and left a counter focused; the picture shows the form at rest, from the top.
      await page.evaluate(() => {
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        window.scrollTo(0, 0);
      });
    },
  },
  {
    name: 'standings',
    as: 'player',
    async show(page) {
      await page.goto(`/leagues/${leagueIds.lakeside}/standings`);
      await expectHeading(page, 'League Standings');
      await expectText(page, 'You are ranked #1 in your division');
      await page
        .getByRole('row')
        .and(page.locator('[aria-current="true"]'))
        .getByText(`${nameOf('alice')} (you)`)
        .waitFor();
    },
  },
  {
    name: 'create-division',
    as: 'owner',
    async show(page) {
      await openManagePanel(page, 'riverside');
      await page.getByRole('button', { name: 'Create Division', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Division' });
      await dialog.getByLabel('Division Name', { exact: true }).fill('Division C');
      await dialog.getByLabel('Rank Level', { exact: true }).selectOption('3.0');
      await dialog.getByLabel('Gender', { exact: true }).selectOption('coed');
    },
  },
  {
    name: 'feedback-list',
    as: 'owner',
    async show(page) {
      await page.goto('/admin/feedback');
      await expectHeading(page, 'User Feedback');
      await rowWithText(page, 'Proposing a time from the league home worked first time. Thank you!').waitFor();
      await rowWithCell(page, emailOf('ben')).waitFor();
    },
  },
  {
    // Last but one, so that the pages the earlier pictures opened are among its events.
    name: 'analytics-dashboard',
    as: 'owner',
    async show(page) {
      // The Events tab, where the pages the earlier pictures opened are listed.
      await page.goto('/admin/analytics?tab=events');
      await expectHeading(page, 'Analytics Dashboard');
      await page
        .getByRole('table', { name: 'Recent events' })
        .getByRole('cell', { name: 'navigation.league-standings' })
        .first()
        .waitFor();
      await page.getByRole('heading', { name: 'System Health' }).waitFor();
      await expectText(page, 'Most Used Features');
    },
  },
  {
    name: 'start-league',
    as: 'owner',
    async show(page) {
      await openManagePanel(page, 'hillside');
      await boardColumn(page, 'Ladies 3.5').getByText(nameOf('alice')).waitFor();
      await page.getByRole('button', { name: 'Start League', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Start League' });
      await expectText(dialog, 'Start League? This action cannot be undone.');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    },
  },
];

/** The pictures the guide embeds as ![...](images/NAME.png). */
async function imagesOfGuide(guide: string): Promise<string[]> {
  const text = await readFile(path.join(guidesDir, guide), 'utf8');
  return [...text.matchAll(/!\[[^\]]*\]\(images\/([^)\s]+)\.png\)/g)].map((match) => match[1] ?? '');
}

test('the guides embed exactly the pictures this spec takes', async () => {
  const taken = SCREENSHOTS.map((shot) => shot.name);
  assert.equal(new Set(taken).size, taken.length, 'two screenshots share a name');
  const embedded = new Set<string>();
  for (const guide of GUIDES) {
    const images = await imagesOfGuide(guide);
    assert.ok(images.length > 0, `${guide} shows no pictures`);
    for (const image of images) {
      assert.ok(taken.includes(image), `${guide} shows images/${image}.png, which no test takes`);
      embedded.add(image);
    }
  }
  assert.deepEqual(
    taken.filter((name) => !embedded.has(name)),
    [],
    'screenshots that no guide shows',
  );
});

test.describe('guide screenshots', () => {
  // In the order of SCREENSHOTS: the analytics dashboard lists the pages the pictures before it opened.
  test.describe.configure({ mode: 'serial' });

  const accounts: Record<Exclude<Person, 'visitor'>, Credentials> = {
    newcomer: { email: emailOf('gina'), password: PASSWORD },
    player: { email: emailOf('alice'), password: PASSWORD },
    owner: OWNER,
  };

  const suite = useServerAndBrowser(async ({ server }) => {
    await setUpClub(server.baseUrl);
    await mkdir(imagesDir, { recursive: true });
  });

  for (const shot of SCREENSHOTS) {
    test(`${shot.name}.png`, async () => {
      // A context of its own per picture: nothing (a colour scheme, an open dialog) carries over to the next.
      const context = await newContext(
        suite.browser,
        suite.server.baseUrl,
        shot.name.endsWith('-phone') ? PHONE : DESKTOP,
      );
      try {
        if (shot.as !== 'visitor') await signInContext(context, accounts[shot.as]);
        const page = await context.newPage();
        await withScreenshotOnFailure(page, `guide-${shot.name}`, async () => {
          await shot.show(page);
          await waitForAnimations(page);
          await page.screenshot({ path: path.join(imagesDir, `${shot.name}.png`) });
        });
      } finally {
        await context.close();
      }
    });
  }
});
