import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { LOCATION_NAME_REQUIRED, locationDto, locationsListResponse } from '@courtside/shared/schemas/locations';
import { locations, matches } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  postDivision,
  postLeague,
  publish,
  quickPlayers,
  registerAll,
  stepTo,
  useAppWithAdmin,
} from '../test/league-fixtures';
import { areaCaller } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });

const call = areaCaller(() => t.app, 'locations');
const stored = async (id: number) => (await t.app.db.select().from(locations).where(eq(locations.id, id)))[0];
const count = async () => (await t.app.db.select().from(locations)).length;

async function postLocation(body: Record<string, unknown> = {}) {
  return expectContract(
    await call(t.admin, 'POST', 'post', {
      name: 'Central Park Courts',
      address: '1 Park Ave',
      has_lights: true,
      ...body,
    }),
    201,
    locationDto,
  );
}

describe('POST locations/post', () => {
  it('adds a location; address and lights are optional', async () => {
    expect(await postLocation({ name: ' Riverside ' })).toMatchObject({
      name: 'Riverside',
      address: '1 Park Ave',
      has_lights: true,
    });
    const bare = expectContract(await call(t.admin, 'POST', 'post', { name: 'School Courts' }), 201, locationDto);
    expect(bare).toEqual({ id: bare.id, name: 'School Courts', address: null, has_lights: false });
  });

  it.each([
    ['no name', {}, LOCATION_NAME_REQUIRED],
    ['a blank name', { name: '  ' }, LOCATION_NAME_REQUIRED],
    ['lights that are not a yes or no', { name: 'A', has_lights: 'yes' }, 'Lights on Courts? must be true or false.'],
    ['a name of 201 characters', { name: 'x'.repeat(201) }, 'Location name must be at most 200 characters.'],
  ])('refuses %s', async (_name, body, message) => {
    const before = await count();
    expectError(await call(t.admin, 'POST', 'post', body), 400, message);
    expect(await count()).toBe(before);
  });

  it('is for admins only', async () => {
    const before = await count();
    expectError(await call(t.stranger, 'POST', 'post', { name: 'Mine' }), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, 'POST', 'post', { name: 'Mine' }), 401, UNAUTHORIZED_MESSAGE);
    expect(await count()).toBe(before);
  });
});

describe('GET locations/all', () => {
  it('is readable by any signed-in user', async () => {
    const location = await postLocation({ name: 'Aardvark Courts' });
    for (const caller of [t.admin, t.stranger]) {
      expect(expectContract(await call(caller, 'GET', 'all'), 200, locationsListResponse)).toContainEqual(location);
    }
    expectError(await call(undefined, 'GET', 'all'), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('PUT locations/update', () => {
  it('edits a location', async () => {
    const location = await postLocation();
    expect(
      expectContract(
        await call(t.admin, 'PUT', 'update', { id: location.id, name: 'Renamed', address: '', has_lights: false }),
        200,
        locationDto,
      ),
    ).toEqual({ id: location.id, name: 'Renamed', address: null, has_lights: false });
  });

  it('refuses a blank name, unknown locations and non-admins, changing nothing', async () => {
    const location = await postLocation({ name: 'Keep' });
    expectError(await call(t.admin, 'PUT', 'update', { id: location.id, name: '' }), 400, LOCATION_NAME_REQUIRED);
    expectError(await call(t.admin, 'PUT', 'update', { id: 999_999, name: 'X' }), 404, 'Location not found.');
    expectError(await call(t.admin, 'PUT', 'update', { name: 'X' }), 400, 'Missing required parameters: id');
    expectError(await call(t.stranger, 'PUT', 'update', { id: location.id, name: 'X' }), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, 'PUT', 'update', { id: location.id, name: 'X' }), 401, UNAUTHORIZED_MESSAGE);
    expect((await stored(location.id))!.name).toBe('Keep');
  });
});

describe('DELETE locations/delete', () => {
  it('deletes a location; matches there keep everything but the location', async () => {
    const location = await postLocation();
    const league = await postLeague(t.app, t.admin.cookie);
    const members = await quickPlayers(t.app, 2);
    await registerAll(
      t.app,
      league.id,
      members.map((m) => m.player.id),
    );
    const division = await postDivision(t.app, t.admin.cookie, league.id);
    await publish(t.app, t.admin.cookie, league.id, { [division.id]: members.map((m) => m.player.id) });
    await stepTo(t.app, t.admin.cookie, league.id, 'active');
    const when = new Date('2026-04-02T18:30:00Z');
    await t.app.db
      .update(matches)
      .set({ locationId: location.id, status: 'scheduled', matchDatetime: when })
      .where(eq(matches.leagueId, league.id));

    expectContract(await call(t.admin, 'DELETE', `delete?location_id=${location.id}`), 200, successResponse);
    expect(await stored(location.id)).toBeUndefined();
    const [match] = await t.app.db.select().from(matches).where(eq(matches.leagueId, league.id));
    expect(match).toMatchObject({ locationId: null, status: 'scheduled', matchDatetime: when });
  });

  it('refuses unknown locations and non-admins', async () => {
    const location = await postLocation();
    expectError(await call(t.admin, 'DELETE', 'delete?location_id=999999'), 404, 'Location not found.');
    expectError(await call(t.stranger, 'DELETE', `delete?location_id=${location.id}`), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, 'DELETE', `delete?location_id=${location.id}`), 401, UNAUTHORIZED_MESSAGE);
    expect(await stored(location.id)).toBeDefined();
  });
});
