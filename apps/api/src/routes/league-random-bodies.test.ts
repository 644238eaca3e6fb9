import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@courtside/shared/schemas/common';
import { LEAGUE_STATUSES } from '@courtside/shared/league/league-status';
import {
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  stepTo,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { injectAs } from '../test/test-app';

// The league administration endpoints, in the manner of random-bodies.test.ts: whatever a client sends, the
// answer is never a 5xx, and every refusal is the one `{ error }` shape.

const t = useAppWithAdmin({ withStranger: true });
/** Real ids, so that some random requests reach the database with rows to act on. */
const real = { league: 0, startedLeague: 0, division: 0, player: 0, region: 0, location: 0 };
beforeAll(async () => {
  const league = await postLeague(t.app, t.admin.cookie);
  await stepTo(t.app, t.admin.cookie, league.id, 'registration_open');
  const started = await postLeague(t.app, t.admin.cookie);
  const members = await quickPlayers(t.app, 4);
  await registerAll(
    t.app,
    started.id,
    members.map((m) => m.player.id),
  );
  const division = await postDivision(t.app, t.admin.cookie, started.id);
  await publish(t.app, t.admin.cookie, started.id, { [division.id]: members.map((m) => m.player.id) });
  await stepTo(t.app, t.admin.cookie, started.id, 'active');
  const region = await injectAs(t.app, t.admin.cookie, {
    method: 'POST',
    url: '/api/1.0/regions/post',
    payload: { city_area: 'Fuzz', state: 'FZ' },
  });
  const location = await injectAs(t.app, t.admin.cookie, {
    method: 'POST',
    url: '/api/1.0/locations/post',
    payload: { name: 'Fuzz Courts' },
  });
  Object.assign(real, {
    league: league.id,
    startedLeague: started.id,
    division: division.id,
    player: members[0]!.player.id,
    region: region.json<{ id: number }>().id,
    location: location.json<{ id: number }>().id,
  });
});

const RUNS = 40;

const awkwardString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '😀🎾', "' or 1=1 --", '%00', 'x'.repeat(300), '0000-01-01'),
);
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const field = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: plausible }, awkwardString, anyJson);
const someNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -0, 2, 3.5, 1e308, -1, 0.005, 2_147_483_648));
/** An id: a real one, or any number at all. */
const idOf = (key: keyof typeof real) =>
  fc.oneof(
    fc.constant(0).map(() => real[key]),
    fc.integer({ min: -5, max: 3_000_000_000 }),
  );
const day = fc
  .date({ min: new Date('1800-01-01'), max: new Date('3100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const leagueFields = {
  name: field(fc.string({ maxLength: 30 })),
  league_type: field(fc.constantFrom('Singles', 'Doubles', 'Mixed', 'singles')),
  age_category: field(fc.constantFrom('Junior', 'Adult', 'Senior')),
  season: field(fc.string({ maxLength: 20 })),
  registration_start: field(day),
  registration_end: field(day),
  play_start: field(day),
  play_end: field(day),
  rules: field(fc.string()),
  entry_fee: field(someNumber),
  gender: field(fc.constantFrom('male', 'female', 'coed', null)),
  region_id: field(idOf('region')),
  min_players_per_division: field(someNumber),
  max_players_per_division: field(someNumber),
  max_registrations: field(someNumber),
  public_visible: field(fc.boolean()),
  banner_url: field(fc.webUrl()),
};
const record = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.oneof({ weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) }, anyJson);

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: fc.Arbitrary<unknown>;
  query?: { name: string; value: fc.Arbitrary<unknown> };
  cookie?: () => string;
}

const endpoints: Endpoint[] = [
  { method: 'POST', path: 'leagues/post', body: record(leagueFields) },
  { method: 'PUT', path: 'leagues/update', body: record({ id: field(idOf('league')), ...leagueFields }) },
  {
    method: 'PATCH',
    path: 'leagues/updateState',
    body: record({
      league_id: field(fc.oneof(idOf('league'), idOf('startedLeague'))),
      state: field(fc.constantFrom(...LEAGUE_STATUSES)),
    }),
  },
  { method: 'POST', path: 'leagues/publish', body: record({ league_id: field(idOf('league')) }) },
  { method: 'GET', path: 'leagues/get', query: { name: 'league_id', value: field(idOf('league')) } },
  {
    method: 'GET',
    path: 'leagues/unplayedOpponents',
    query: { name: 'league_id', value: field(idOf('startedLeague')) },
    cookie: () => t.stranger.cookie,
  },
  { method: 'POST', path: 'regions/post', body: record({ city_area: field(fc.string()), state: field(fc.string()) }) },
  {
    method: 'PUT',
    path: 'regions/put',
    body: record({ id: field(idOf('region')), city_area: field(fc.string()), state: field(fc.string()) }),
  },
  { method: 'GET', path: 'regions/get', query: { name: 'region_id', value: field(idOf('region')) } },
  {
    method: 'POST',
    path: 'locations/post',
    body: record({ name: field(fc.string()), address: field(fc.string()), has_lights: field(fc.boolean()) }),
  },
  {
    method: 'PUT',
    path: 'locations/update',
    body: record({
      id: field(idOf('location')),
      name: field(fc.string()),
      address: field(fc.string()),
      has_lights: field(fc.boolean()),
    }),
  },
  {
    method: 'POST',
    path: 'divisions/create',
    body: record({
      league_id: field(fc.oneof(idOf('league'), idOf('startedLeague'))),
      division_name: field(fc.string({ maxLength: 20 })),
      rank_level: field(fc.oneof(fc.constantFrom(2.5, 3, '3.5', 5, 5.5), someNumber)),
      gender: field(fc.constantFrom('male', 'female', 'coed')),
    }),
  },
  {
    method: 'PUT',
    path: 'divisions/update',
    body: record({
      id: field(idOf('division')),
      division_name: field(fc.string({ maxLength: 20 })),
      rank_level: field(fc.constantFrom(2.5, 3, '4.0', 7)),
      gender: field(fc.constantFrom('male', 'female', 'coed')),
    }),
  },
  {
    method: 'POST',
    path: 'divisions/saveDraftAssignments',
    body: record({
      league_id: field(idOf('startedLeague')),
      changes: field(
        fc.array(
          fc.record({
            player_id: field(idOf('player')),
            division_id: field(fc.oneof(idOf('division'), fc.constant(null))),
          }),
          { maxLength: 4 },
        ),
      ),
    }),
  },
  {
    method: 'POST',
    path: 'divisions/publishAssignments',
    body: record({
      league_id: field(idOf('startedLeague')),
      assignments: field(
        fc.array(fc.record({ player_id: field(idOf('player')), division_id: field(idOf('division')) }), {
          maxLength: 4,
        }),
      ),
    }),
  },
  { method: 'GET', path: 'divisions/byLeague', query: { name: 'league_id', value: field(idOf('league')) } },
  {
    method: 'GET',
    path: 'divisions/getMyDivision',
    query: { name: 'league_id', value: field(idOf('startedLeague')) },
    cookie: () => t.stranger.cookie,
  },
  {
    method: 'GET',
    path: 'divisions/getDivisionView',
    query: { name: 'league_id', value: field(idOf('startedLeague')) },
  },
  {
    method: 'POST',
    path: 'registrations/registerPlayer',
    body: record({ player_id: field(idOf('player')), league_id: field(idOf('league')) }),
  },
  {
    method: 'GET',
    path: 'registrations/getPlayersByLeague',
    query: { name: 'league_id', value: field(idOf('startedLeague')) },
  },
  {
    method: 'GET',
    path: 'registrations/getAssignmentsByLeague',
    query: { name: 'league_id', value: field(idOf('startedLeague')) },
  },
  // Deletions last: they may remove the rows the others use.
  { method: 'DELETE', path: 'divisions/delete', query: { name: 'division_id', value: field(idOf('division')) } },
  { method: 'DELETE', path: 'locations/delete', query: { name: 'location_id', value: field(idOf('location')) } },
  { method: 'DELETE', path: 'regions/delete', query: { name: 'region_id', value: field(idOf('region')) } },
  { method: 'DELETE', path: 'leagues/delete', query: { name: 'league_id', value: field(idOf('league')) } },
];

function queryString(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // Every byte percent-encoded, so any text (a lone surrogate included, as UTF-8 would carry it) reaches the server.
  const encoded = Array.from(Buffer.from(text ?? '', 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`);
  return `?${name}=${encoded.join('')}`;
}

describe('random input to league administration never causes a server error', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const input = endpoint.body ?? endpoint.query!.value;
      await fc.assert(
        fc.asyncProperty(input, async (value) => {
          const response = await injectAs(t.app, (endpoint.cookie ?? (() => t.admin.cookie))(), {
            method: endpoint.method,
            url: `/api/1.0/${endpoint.path}${endpoint.query ? queryString(endpoint.query.name, value) : ''}`,
            ...(endpoint.body
              ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) }
              : {}),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(errorResponse.safeParse(response.json()).success, response.body).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
