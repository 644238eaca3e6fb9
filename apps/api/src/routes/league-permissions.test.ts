import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompletePair } from '../db/queries/pairs';
import { matches } from '../db/schema';
import { HOME_WINS } from '../test/match-fixtures';
import { useAppWithAdmin } from '../test/league-fixtures';
import { inviteLink, privateLeagueBody, privateLeagueUnderWay } from '../test/private-league-fixtures';
import { injectAs, signedInUser, type ApiMethod } from '../test/test-app';

// Who may use each route of one league (issue 38, ADR 075), for one private league under way: a club admin,
// its organizer, the organizer of another private league, a player in it, and an outsider. Every cell is a real
// request. Managers' requests are shaped to stop at a harmless refusal after the permission check (a stale
// board, a status that cannot move), so the table can run in any order on one league.

const ROLES = ['admin', 'organizer', 'otherOrganizer', 'member', 'outsider'] as const;
type Role = (typeof ROLES)[number];
type Expected = Record<Role, number>;

/** Managers get `managers`; a player who sees the league 403; the others do not see it: 404. */
const managed = (managers: number): Expected => ({
  admin: managers,
  organizer: managers,
  otherOrganizer: 404,
  member: 403,
  outsider: 404,
});
/** Read by its admins, its organizer and its players; hidden from everyone else. */
const readByPeople = (status = 200): Expected => ({
  admin: status,
  organizer: status,
  otherOrganizer: 404,
  member: status,
  outsider: 404,
});

interface World {
  leagueId: number;
  divisionId: number;
  /** A match of the organizer and the member, not disputed. */
  matchId: number;
  linkId: number;
  memberPlayerId: number;
  memberSlotId: number;
  /** A complete pair of the member (its anchor) and another player of the league. */
  pairId: number;
}

interface Row {
  method: ApiMethod;
  /** The path under /api/1.0, as the OpenAPI document names it. */
  path: string;
  query?: (world: World) => string;
  body?: (world: World) => object;
  expected: Expected;
}

const league = (w: World) => `league_id=${w.leagueId}`;
/** Tomorrow at 10:00 UTC: on the availability grid's step, and in the future. */
const tomorrow = () => {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(10, 0, 0, 0);
  return day;
};
const slotTimes = () => ({
  start_time: tomorrow().toISOString(),
  end_time: new Date(tomorrow().getTime() + 3_600_000).toISOString(),
});

const ROWS: Row[] = [
  { method: 'GET', path: 'leagues/get', query: league, expected: readByPeople() },
  {
    method: 'PUT',
    path: 'leagues/update',
    body: (w) => ({ id: w.leagueId, ...privateLeagueBody({ public_visible: false }) }),
    expected: managed(200),
  },
  // A league with a recorded score is not deleted.
  { method: 'DELETE', path: 'leagues/delete', query: league, expected: managed(409) },
  {
    method: 'PATCH',
    path: 'leagues/updateState',
    body: (w) => ({ league_id: w.leagueId, state: 'pending_start' }),
    expected: managed(409),
  },
  { method: 'POST', path: 'leagues/publish', body: (w) => ({ league_id: w.leagueId }), expected: managed(409) },
  // Admins play in no division of it, so they have no unplayed opponents to ask about.
  {
    method: 'GET',
    path: 'leagues/unplayedOpponents',
    query: league,
    expected: { ...readByPeople(), admin: 404 },
  },
  { method: 'GET', path: 'leagues/standings', query: league, expected: readByPeople() },
  { method: 'GET', path: 'divisions/byLeague', query: league, expected: readByPeople() },
  { method: 'GET', path: 'divisions/getByLeague', query: league, expected: readByPeople() },
  {
    method: 'POST',
    path: 'divisions/create',
    // The name is taken: refused after the permission check.
    body: (w) => ({ league_id: w.leagueId, division_name: 'Division 1', rank_level: 3.5, gender: 'coed' }),
    expected: managed(409),
  },
  {
    method: 'PUT',
    path: 'divisions/update',
    body: (w) => ({ id: w.divisionId, division_name: 'Division 1', rank_level: 3.5, gender: 'coed' }),
    expected: managed(200),
  },
  {
    method: 'DELETE',
    path: 'divisions/delete',
    query: (w) => `division_id=${w.divisionId}`,
    expected: managed(409),
  },
  {
    method: 'POST',
    path: 'divisions/saveDraftAssignments',
    body: (w) => ({ league_id: w.leagueId, changes: [], board_version: 999 }),
    expected: managed(409),
  },
  { method: 'GET', path: 'divisions/board', query: league, expected: managed(200) },
  {
    method: 'POST',
    path: 'divisions/publishAssignments',
    body: (w) => ({ league_id: w.leagueId, assignments: [], board_version: 999 }),
    expected: managed(409),
  },
  { method: 'GET', path: 'divisions/getMyDivision', query: league, expected: { ...readByPeople(), admin: 404 } },
  { method: 'GET', path: 'divisions/getDivisionView', query: league, expected: managed(200) },
  {
    method: 'POST',
    path: 'registrations/registerPlayer',
    // Everyone names the member's player: the admin hears it is in already, the member that registration is
    // closed, the organizer that only one's own player can be entered.
    body: (w) => ({ league_id: w.leagueId, player_id: w.memberPlayerId }),
    expected: { admin: 409, organizer: 403, otherOrganizer: 404, member: 409, outsider: 404 },
  },
  { method: 'GET', path: 'registrations/getPlayersByLeague', query: league, expected: readByPeople() },
  { method: 'GET', path: 'registrations/getAssignmentsByLeague', query: league, expected: managed(200) },
  { method: 'GET', path: 'matches/getByLeague', query: league, expected: readByPeople() },
  {
    method: 'POST',
    path: 'matches/resolveDispute',
    // Nothing is disputed: a manager hears that, others that they may not (or that there is no such match).
    body: (w) => ({ match_id: w.matchId, sets: HOME_WINS, status: 'normal' }),
    expected: managed(409),
  },
  {
    method: 'POST',
    path: 'availability/post',
    body: (w) => ({ league_id: w.leagueId, ...slotTimes() }),
    // Availability is a player's own: the admin plays in no division of it.
    expected: { ...readByPeople(201), admin: 403 },
  },
  {
    method: 'PUT',
    path: 'availability/update',
    // A slot is its owner's alone, whoever runs the league.
    body: (w) => ({ id: w.memberSlotId, league_id: w.leagueId, ...slotTimes() }),
    expected: { admin: 403, organizer: 403, otherOrganizer: 403, member: 200, outsider: 403 },
  },
  // The caller's own slots, filtered by league: nothing of the league itself is told.
  {
    method: 'GET',
    path: 'availability/get',
    query: league,
    expected: { ...readByPeople(), otherOrganizer: 200, outsider: 200 },
  },
  { method: 'GET', path: 'availability/overlaps', query: league, expected: { ...readByPeople(), admin: 403 } },
  { method: 'GET', path: 'availability/leagueAvailability', query: league, expected: readByPeople() },
  {
    method: 'POST',
    path: 'match-proposals/post',
    // Proposing to oneself is refused after the league is checked.
    body: (w) => ({
      league_id: w.leagueId,
      opponent_player_id: w.memberPlayerId,
      proposed_time: tomorrow().toISOString(),
    }),
    expected: { admin: 403, organizer: 201, otherOrganizer: 404, member: 400, outsider: 404 },
  },
  {
    method: 'GET',
    path: 'match-proposals/get',
    query: league,
    expected: { ...readByPeople(), otherOrganizer: 200, outsider: 200 },
  },
  { method: 'GET', path: 'admin/seasonView', query: league, expected: managed(200) },
  { method: 'GET', path: 'admin/standingsCsv', query: league, expected: managed(200) },
  { method: 'GET', path: 'admin/resultsCsv', query: league, expected: managed(200) },
  { method: 'GET', path: 'league-invites/list', query: league, expected: managed(200) },
  { method: 'POST', path: 'league-invites/create', body: (w) => ({ league_id: w.leagueId }), expected: managed(201) },
  {
    method: 'POST',
    path: 'league-invites/revoke',
    // Someone else's link is as unknown as a missing one, whoever asks.
    body: (w) => ({ id: w.linkId }),
    expected: { admin: 200, organizer: 200, otherOrganizer: 404, member: 404, outsider: 404 },
  },
  {
    method: 'POST',
    path: 'pairs/invite',
    // Everyone names the member's player: managers hear it is not theirs, the member that the league is singles.
    body: (w) => ({ league_id: w.leagueId, player_id: w.memberPlayerId, partner_email: 'anyone@example.test' }),
    expected: { admin: 403, organizer: 403, otherOrganizer: 404, member: 400, outsider: 404 },
  },
  // The pair's partner is none of the callers: the anchor (the member) may not answer its own invitation.
  {
    method: 'PUT',
    path: 'pairs/accept',
    body: (w) => ({ pair_id: w.pairId }),
    expected: { admin: 403, organizer: 403, otherOrganizer: 404, member: 403, outsider: 404 },
  },
  {
    method: 'PUT',
    path: 'pairs/decline',
    body: (w) => ({ pair_id: w.pairId }),
    expected: { admin: 403, organizer: 403, otherOrganizer: 404, member: 403, outsider: 404 },
  },
  // The anchor may withdraw an invitation, not a complete pair.
  {
    method: 'DELETE',
    path: 'pairs/withdraw',
    query: (w) => `pair_id=${w.pairId}`,
    expected: { admin: 403, organizer: 403, otherOrganizer: 404, member: 409, outsider: 404 },
  },
  { method: 'GET', path: 'pairs/list', query: league, expected: readByPeople() },
  // A singles league has no pairs to make: refused after the permission check.
  {
    method: 'POST',
    path: 'pairs/create',
    body: (w) => ({ league_id: w.leagueId, anchor_player_id: w.memberPlayerId, partner_player_id: w.memberPlayerId }),
    expected: managed(400),
  },
  // The league is under way: partners can no longer change.
  {
    method: 'PUT',
    path: 'pairs/changePartner',
    body: (w) => ({ pair_id: w.pairId, partner_player_id: w.memberPlayerId + 1_000_000 }),
    expected: managed(409),
  },
];

/** Routes of one league that take no league_id of their own: they name a division, a match or a link of it. */
const SCOPED_BY_ANOTHER_ID = [
  'PUT leagues/update',
  'PUT divisions/update',
  'DELETE divisions/delete',
  'POST matches/resolveDispute',
  'POST league-invites/revoke',
  'PUT pairs/accept',
  'PUT pairs/decline',
  'DELETE pairs/withdraw',
  'PUT pairs/changePartner',
];

const t = useAppWithAdmin();
let world: World;
let callers: Record<Role, { cookie: string }>;

beforeAll(async () => {
  const made = await privateLeagueUnderWay(t.app, { friends: 2 });
  const other = await privateLeagueUnderWay(t.app, { friends: 1 });
  const outsider = await signedInUser(t.app);
  const [member, second] = made.members as [(typeof made.members)[number], (typeof made.members)[number]];
  const between = (a: number, b: number) =>
    t.app.db
      .select()
      .from(matches)
      .where(
        or(
          and(eq(matches.homePlayerId, a), eq(matches.awayPlayerId, b)),
          and(eq(matches.homePlayerId, b), eq(matches.awayPlayerId, a)),
        ),
      );
  const [match] = await between(made.organizer.player.id, member.player.id);
  // A recorded score, between two others, so the league cannot be deleted by anyone.
  const [scored] = await between(made.organizer.player.id, second.player.id);
  const submit = await injectAs(t.app, made.organizer.cookie, {
    method: 'POST',
    url: `/api/1.0/matches/submitScores?matchId=${scored!.id}`,
    payload: { sets: HOME_WINS, status: 'normal' },
  });
  expect(submit.statusCode).toBe(200);
  const link = await inviteLink(t.app, made.organizer.cookie, made.league.id);
  const slot = await injectAs(t.app, member.cookie, {
    method: 'POST',
    url: '/api/1.0/availability/post',
    payload: { league_id: made.league.id, ...slotTimes() },
  });
  expect(slot.statusCode, slot.body).toBe(201);
  // Stored directly: the API makes no pair in a singles league, but the pair routes' permissions are the
  // league's, and this one has every role.
  const pair = await insertCompletePair(t.app.db, {
    leagueId: made.league.id,
    anchorPlayerId: member.player.id,
    partnerPlayerId: second.player.id,
    createdByUserId: null,
  });
  world = {
    leagueId: made.league.id,
    divisionId: made.division.id,
    matchId: match!.id,
    linkId: link.id,
    memberPlayerId: member.player.id,
    memberSlotId: (slot.json() as { availabilities: { id: number }[] }).availabilities[0]!.id,
    pairId: pair.id,
  };
  callers = { admin: t.admin, organizer: made.organizer, otherOrganizer: other.organizer, member, outsider };
});

describe('who may use each route of a private league', () => {
  it.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))('%s', async (_name, row) => {
    const answered: Partial<Record<Role, number>> = {};
    for (const role of ROLES) {
      const query = row.query ? `?${row.query(world)}` : '';
      const response = await injectAs(t.app, callers[role].cookie, {
        method: row.method,
        url: `/api/1.0/${row.path}${query}`,
        ...(row.body ? { payload: row.body(world) } : {}),
      });
      answered[role] = response.statusCode;
    }
    expect(answered).toEqual(row.expected);
  });

  it('has a row for every route that takes a league, so a new one cannot be added without deciding', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: unknown }>>;
    };
    const takesLeague = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(
          ([, operation]) =>
            operation.parameters?.some((parameter) => parameter.name === 'league_id') ||
            JSON.stringify(operation.requestBody ?? {}).includes('"league_id"'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace('/api/1.0/', '')}`),
    );
    const listed = ROWS.map((row) => `${row.method} ${row.path}`);
    expect([...new Set([...takesLeague, ...SCOPED_BY_ANOTHER_ID])].sort()).toEqual([...listed].sort());
  });
});
