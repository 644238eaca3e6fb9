import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { leagueDto } from '@courtside/shared/schemas/leagues';
import { REGION_FIELDS_REQUIRED, regionDto, regionsListResponse } from '@courtside/shared/schemas/regions';
import { regions } from '../db/schema';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { postLeague, useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, injectAs } from '../test/test-app';

const t = useAppWithAdmin({ withStranger: true });

const call = areaCaller(() => t.app, 'regions');
const stored = async (id: number) => (await t.app.db.select().from(regions).where(eq(regions.id, id)))[0];
const count = async () => (await t.app.db.select().from(regions)).length;

async function postRegion(city_area: string, state: string) {
  return expectContract(await call(t.admin, 'POST', 'post', { city_area, state }), 201, regionDto);
}

describe('POST regions/post', () => {
  it('adds a region, trimmed', async () => {
    const region = await postRegion('  Lakeside ', ' WA ');
    expect(region).toEqual({ id: region.id, city_area: 'Lakeside', state: 'WA' });
  });

  it.each([
    ['no fields', {}],
    ['no state', { city_area: 'Lakeside' }],
    ['a blank city/area', { city_area: '  ', state: 'WA' }],
    ['a null state', { city_area: 'Lakeside', state: null }],
  ])('refuses %s with the form message', async (_name, body) => {
    const before = await count();
    expectError(await call(t.admin, 'POST', 'post', body), 400, REGION_FIELDS_REQUIRED);
    expect(await count()).toBe(before);
  });

  it('refuses the same region again, in any letter case', async () => {
    await postRegion('Hilltop', 'OR');
    const before = await count();
    expectError(
      await call(t.admin, 'POST', 'post', { city_area: 'HILLTOP', state: 'or' }),
      409,
      'This region already exists.',
    );
    expect(await count()).toBe(before);
  });

  it('is for admins only', async () => {
    const before = await count();
    expectError(await call(t.stranger, 'POST', 'post', { city_area: 'X', state: 'Y' }), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, 'POST', 'post', { city_area: 'X', state: 'Y' }), 401, UNAUTHORIZED_MESSAGE);
    expect(await count()).toBe(before);
  });
});

describe('GET regions/all and regions/get', () => {
  it('are readable by any signed-in user', async () => {
    const region = await postRegion('Riverside', 'CA');
    for (const caller of [t.admin, t.stranger]) {
      expect(expectContract(await call(caller, 'GET', 'all'), 200, regionsListResponse)).toContainEqual(region);
      expect(expectContract(await call(caller, 'GET', `get?region_id=${region.id}`), 200, regionDto)).toEqual(region);
    }
    expectError(await call(t.admin, 'GET', 'get?region_id=999999'), 404, 'Region not found.');
    expectError(await call(t.admin, 'GET', 'get?region_id=x'), 400, 'region_id must be a number');
    expectError(await call(undefined, 'GET', 'all'), 401, UNAUTHORIZED_MESSAGE);
    expectError(await call(undefined, 'GET', `get?region_id=${region.id}`), 401, UNAUTHORIZED_MESSAGE);
  });
});

describe('PUT regions/put', () => {
  it('renames a region, and leagues show the new name', async () => {
    const region = await postRegion('Old Town', 'TX');
    const league = await postLeague(t.app, t.admin.cookie, { region_id: region.id });
    expect(
      expectContract(
        await call(t.admin, 'PUT', 'put', { id: region.id, city_area: 'New Town', state: 'TX' }),
        200,
        regionDto,
      ),
    ).toEqual({ id: region.id, city_area: 'New Town', state: 'TX' });
    const shown = expectContract(
      await injectAs(t.app, t.admin.cookie, { method: 'GET', url: `/api/1.0/leagues/get?league_id=${league.id}` }),
      200,
      leagueDto,
    );
    expect(shown.region).toEqual({ city_area: 'New Town', state: 'TX' });
  });

  it('refuses blanks, a name taken by another region, unknown regions and non-admins, changing nothing', async () => {
    const region = await postRegion('Keep', 'NV');
    await postRegion('Taken', 'NV');
    expectError(
      await call(t.admin, 'PUT', 'put', { id: region.id, city_area: '', state: 'NV' }),
      400,
      REGION_FIELDS_REQUIRED,
    );
    expectError(
      await call(t.admin, 'PUT', 'put', { id: region.id, city_area: 'taken', state: 'NV' }),
      409,
      'This region already exists.',
    );
    expectError(
      await call(t.admin, 'PUT', 'put', { id: 999_999, city_area: 'A', state: 'B' }),
      404,
      'Region not found.',
    );
    expectError(
      await call(t.stranger, 'PUT', 'put', { id: region.id, city_area: 'A', state: 'B' }),
      403,
      NOT_ADMIN_MESSAGE,
    );
    expectError(
      await call(undefined, 'PUT', 'put', { id: region.id, city_area: 'A', state: 'B' }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
    expect(await stored(region.id)).toMatchObject({ cityArea: 'Keep', state: 'NV' });
  });
});

describe('DELETE regions/delete', () => {
  it('deletes a region no league uses', async () => {
    const region = await postRegion('Gone', 'ME');
    expectContract(await call(t.admin, 'DELETE', `delete?region_id=${region.id}`), 200, successResponse);
    expect(await stored(region.id)).toBeUndefined();
  });

  it('refuses a region in use, saying by how many leagues', async () => {
    const region = await postRegion('Busy', 'VT');
    await postLeague(t.app, t.admin.cookie, { region_id: region.id });
    expectError(
      await call(t.admin, 'DELETE', `delete?region_id=${region.id}`),
      409,
      'This region is used by 1 league.',
    );
    await postLeague(t.app, t.admin.cookie, { region_id: region.id });
    expectError(
      await call(t.admin, 'DELETE', `delete?region_id=${region.id}`),
      409,
      'This region is used by 2 leagues.',
    );
    expect(await stored(region.id)).toBeDefined();
  });

  it('refuses unknown regions and non-admins', async () => {
    const region = await postRegion('Stay', 'NH');
    expectError(await call(t.admin, 'DELETE', 'delete?region_id=999999'), 404, 'Region not found.');
    expectError(await call(t.stranger, 'DELETE', `delete?region_id=${region.id}`), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, 'DELETE', `delete?region_id=${region.id}`), 401, UNAUTHORIZED_MESSAGE);
    expect(await stored(region.id)).toBeDefined();
  });

  it('a region deleted while a league takes it: one of the two wins, nothing points nowhere', async () => {
    const region = await postRegion('Contested', 'RI');
    const [deleted, created] = await Promise.all([
      call(t.admin, 'DELETE', `delete?region_id=${region.id}`),
      injectAs(t.app, t.admin.cookie, {
        method: 'POST',
        url: '/api/1.0/leagues/post',
        payload: {
          name: 'Racer',
          league_type: 'Singles',
          age_category: 'Adult',
          season: 'S',
          registration_start: '2026-01-01',
          registration_end: '2026-01-02',
          play_start: '2026-01-03',
          play_end: '2026-01-04',
          region_id: region.id,
        },
      }),
    ]);
    if (deleted.statusCode === 200) {
      expectError(created, 400, 'Region not found.');
      expect(await stored(region.id)).toBeUndefined();
    } else {
      expect(created.statusCode).toBe(201);
      expectError(deleted, 409, 'This region is used by 1 league.');
      expect(await stored(region.id)).toBeDefined();
    }
  });
});
