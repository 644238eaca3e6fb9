import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponse } from '@courtside/shared/schemas/common';
import { MAX_PLAYERS_PER_USER, playerDto, playersListResponse } from '@courtside/shared/schemas/players';
import { createUserResponse, type UserType } from '@courtside/shared/schemas/users';
import { findPlayerById, insertPlayer, listPlayersOfUser } from '../db/queries/players';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import {
  TEST_PASSWORD,
  createInviteCode,
  createTestApp,
  createUser,
  injectAs,
  sessionCookieOf,
  signedInUser,
  uniqueEmail,
  type TestApp,
} from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = { user: { id: number }; cookie: string };
const NOT_YOURS = 'You can only manage your own player profile.';
const NOT_A_COLLEAGUES = 'Admins cannot change the players of the owner or of another admin.';
const PRIMARY_UNDELETABLE = "A primary player cannot be deleted: it is its account's own profile.";
const TOO_MANY = 'A user can have at most 4 players: their own profile and 3 others.';

/**
 * A newcomer whose browser closed between sign-up's two calls: users/create went through (and signed them
 * in), players/create never came.
 */
async function signedUpWithoutProfile(): Promise<Caller> {
  const code = await createInviteCode(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/1.0/users/create',
    payload: { email: uniqueEmail('newcomer'), password: TEST_PASSWORD, invite_code: code.code },
  });
  const { id } = expectContract(response, 201, createUserResponse);
  return { user: { id }, cookie: sessionCookieOf(response) };
}

const call = (caller: Caller | undefined, options: Parameters<typeof injectAs>[2]) =>
  injectAs(t.app, caller?.cookie, options);
const getPlayer = (caller: Caller | undefined, id: number | string) =>
  call(caller, { method: 'GET', url: `/api/1.0/players/get?id=${id}` });
const createPlayer = (caller: Caller | undefined, payload: Record<string, unknown>) =>
  call(caller, { method: 'POST', url: '/api/1.0/players/create', payload });
const updatePlayer = (caller: Caller | undefined, payload: Record<string, unknown>) =>
  call(caller, { method: 'PUT', url: '/api/1.0/players/update', payload });
const deletePlayer = (caller: Caller | undefined, id: number | string) =>
  call(caller, { method: 'DELETE', url: `/api/1.0/players/delete?player_id=${id}` });

/** Calendar days in UTC, worked out independently of the code under test. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const shiftYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
const today = () => isoDay(new Date());
const tomorrow = () => isoDay(new Date(Date.now() + 86_400_000));

const fullProfile = {
  first_name: 'Serena',
  last_name: 'Court',
  rating: 4.5,
  gender: 'Ladies',
  birthdate: '1990-06-15',
  phone_number: '(555) 123-4567',
  address: '1 Baseline Rd',
  bio: 'Loves a long rally.',
};

/** An extra (non-primary) player of a user, made straight in the database. */
async function addExtraPlayer(userId: number, firstName = 'Extra') {
  return insertPlayer(t.app.db, { userId, primaryPlayer: false, firstName, lastName: 'Player' });
}

describe('who may change whose players (create, update, delete): one rule, canChangeAccount', () => {
  type ActorKind = 'anonymous' | 'themselves' | 'another player' | 'an admin' | 'an owner';
  type Outcome = 'allowed' | 401 | typeof NOT_YOURS | typeof NOT_A_COLLEAGUES;
  const cases: [ActorKind, UserType, Outcome][] = [
    ['anonymous', 'player', 401],
    ['anonymous', 'admin', 401],
    ['anonymous', 'owner', 401],
    ['themselves', 'player', 'allowed'],
    ['themselves', 'admin', 'allowed'],
    ['themselves', 'owner', 'allowed'],
    ['another player', 'player', NOT_YOURS],
    ['another player', 'admin', NOT_YOURS],
    ['another player', 'owner', NOT_YOURS],
    ['an admin', 'player', 'allowed'],
    ['an admin', 'admin', NOT_A_COLLEAGUES],
    ['an admin', 'owner', NOT_A_COLLEAGUES],
    ['an owner', 'player', 'allowed'],
    ['an owner', 'admin', NOT_A_COLLEAGUES],
    ['an owner', 'owner', NOT_A_COLLEAGUES],
  ];

  it.each(cases)('%s acting on the players of a user of type %s: %s', async (actorKind, targetType, outcome) => {
    const target = await signedInUser(t.app, targetType);
    const actor: Caller | undefined =
      actorKind === 'anonymous'
        ? undefined
        : actorKind === 'themselves'
          ? target
          : await signedInUser(
              t.app,
              ({ 'another player': 'player', 'an admin': 'admin', 'an owner': 'owner' } as const)[actorKind],
            );
    const extra = await addExtraPlayer(target.user.id);
    const created = await createPlayer(actor, { user_id: target.user.id, primary_player: false, first_name: 'New' });
    const updated = await updatePlayer(actor, { id: target.player.id, ...fullProfile });
    const deleted = await deletePlayer(actor, extra.id);

    if (outcome === 'allowed') {
      expect(expectContract(created, 201, playerDto)).toMatchObject({ user_id: target.user.id, first_name: 'New' });
      expect(expectContract(updated, 200, playerDto)).toMatchObject({ id: target.player.id, rating: 4.5 });
      expect(expectContract(deleted, 200, successResponse)).toEqual({ success: true });
      expect(await listPlayersOfUser(t.app.db, target.user.id)).toHaveLength(2);
      return;
    }
    const [status, message] = outcome === 401 ? [401, UNAUTHORIZED_MESSAGE] : [403, outcome];
    for (const response of [created, updated, deleted]) expectError(response, status, message);
    expect(await listPlayersOfUser(t.app.db, target.user.id)).toEqual([target.player, extra]);
  });
});

describe('GET players/getMyPlayers', () => {
  it("lists the caller's own players, primary first", async () => {
    const caller = await signedInUser(t.app);
    const other = await createUser(t.app);
    const extra = expectContract(
      await createPlayer(caller, {
        user_id: caller.user.id,
        primary_player: false,
        first_name: 'Second',
        last_name: 'Self',
      }),
      201,
      playerDto,
    );
    const response = await call(caller, { method: 'GET', url: '/api/1.0/players/getMyPlayers' });
    const list = expectContract(response, 200, playersListResponse);
    expect(list.map((p) => p.id)).toEqual([caller.player.id, extra.id]);
    expect(list[0]).toMatchObject({ primary_player: true, user_id: caller.user.id });
    expect(list.map((p) => p.id)).not.toContain(other.player.id);
  });

  it('is empty for a user without players', async () => {
    const caller = await signedUpWithoutProfile();
    const response = await call(caller, { method: 'GET', url: '/api/1.0/players/getMyPlayers' });
    expect(expectContract(response, 200, playersListResponse)).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    expectError(
      await call(undefined, { method: 'GET', url: '/api/1.0/players/getMyPlayers' }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
  });
});

describe('GET players/get', () => {
  it('returns the caller their own player', async () => {
    const caller = await signedInUser(t.app);
    const body = expectContract(await getPlayer(caller, caller.player.id), 200, playerDto);
    expect(body).toMatchObject({
      id: caller.player.id,
      user_id: caller.user.id,
      first_name: 'Pat',
      last_name: 'Tester',
    });
  });

  it.each(['admin', 'owner'] as const)("returns an %s anyone's player", async (type) => {
    const caller = await signedInUser(t.app, type);
    const other = await createUser(t.app);
    expect(expectContract(await getPlayer(caller, other.player.id), 200, playerDto).id).toBe(other.player.id);
  });

  it("refuses another player's player and an anonymous caller", async () => {
    const caller = await signedInUser(t.app);
    const other = await createUser(t.app);
    expectError(await getPlayer(caller, other.player.id), 403, NOT_YOURS);
    expectError(await getPlayer(undefined, other.player.id), 401, UNAUTHORIZED_MESSAGE);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await getPlayer(caller, 999_999), 404, 'Player not found.');
    expectError(await getPlayer(caller, 'abc'), 400, 'id must be a number');
    expectError(await getPlayer(caller, 1.5), 400, 'id must be a whole number');
    expectError(await getPlayer(caller, 0), 400, 'id must be a positive number');
  });
});

describe('POST players/create', () => {
  it('creates a primary player for a newcomer without one, with the default birthdate and its age', async () => {
    const caller = await signedUpWithoutProfile();
    const response = await createPlayer(caller, { user_id: caller.user.id, primary_player: true });
    const body = expectContract(response, 201, playerDto);
    expect(body).toMatchObject({
      user_id: caller.user.id,
      primary_player: true,
      first_name: '',
      last_name: '',
      rating: null,
      gender: null,
      birthdate: '2000-01-01',
      division_id: null,
    });
    const expectedAge = Number(today().slice(0, 4)) - 2000 - (today().slice(5) < '01-01' ? 1 : 0);
    expect(body.age).toBe(expectedAge);
    expect(await findPlayerById(t.app.db, body.id)).toMatchObject({ userId: caller.user.id, primaryPlayer: true });
  });

  it('stores every profile field given', async () => {
    const caller = await signedInUser(t.app);
    const response = await createPlayer(caller, { user_id: caller.user.id, primary_player: false, ...fullProfile });
    expect(expectContract(response, 201, playerDto)).toMatchObject({ ...fullProfile, primary_player: false });
  });

  it('makes a primary player by default and refuses a second one', async () => {
    const caller = await signedInUser(t.app);
    expectError(
      await createPlayer(caller, { user_id: caller.user.id }),
      409,
      'This user already has a primary player.',
    );
    expectError(
      await createPlayer(caller, { user_id: caller.user.id, primary_player: true }),
      409,
      'This user already has a primary player.',
    );
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(1);
  });

  it('lets a newcomer finish their profile, then refuses a second primary player', async () => {
    const caller = await signedUpWithoutProfile();
    const first = await createPlayer(caller, { user_id: caller.user.id, primary_player: true, first_name: 'Ana' });
    expect(expectContract(first, 201, playerDto)).toMatchObject({ primary_player: true, first_name: 'Ana' });
    expectError(
      await createPlayer(caller, { user_id: caller.user.id, primary_player: true }),
      409,
      'This user already has a primary player.',
    );
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(1);
  });

  it('lets only one of several concurrent primary-player creations through, and tells the others why', async () => {
    const caller = await signedUpWithoutProfile();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => createPlayer(caller, { user_id: caller.user.id, primary_player: true })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(4);
    for (const response of refused) expectError(response, 409, 'This user already has a primary player.');
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(1);
  });

  it('refuses a birthdate more than 150 years ago and creates nothing', async () => {
    const caller = await signedInUser(t.app);
    expectError(
      await createPlayer(caller, { user_id: caller.user.id, primary_player: false, birthdate: '1850-05-05' }),
      400,
      'Birthdate cannot be more than 150 years ago.',
    );
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(1);
  });

  it.each(['admin', 'owner'] as const)('lets an %s create a player for another user', async (type) => {
    const caller = await signedInUser(t.app, type);
    const other = await createUser(t.app);
    const response = await createPlayer(caller, { user_id: other.user.id, primary_player: false, first_name: 'Extra' });
    expect(expectContract(response, 201, playerDto)).toMatchObject({ user_id: other.user.id, first_name: 'Extra' });
  });

  it('refuses a player creating a player for someone else, and an anonymous caller', async () => {
    const caller = await signedInUser(t.app);
    const other = await createUser(t.app);
    expectError(await createPlayer(caller, { user_id: other.user.id, primary_player: false }), 403, NOT_YOURS);
    expectError(
      await createPlayer(undefined, { user_id: other.user.id, primary_player: false }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
    expect(await listPlayersOfUser(t.app.db, other.user.id)).toHaveLength(1);
  });

  it('answers 404 when the user is unknown or deleted', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await createPlayer(caller, { user_id: 999_999, primary_player: false }), 404, 'User not found.');
    const deleted = await createUser(t.app);
    await call(caller, { method: 'DELETE', url: `/api/1.0/users/remove?user_id=${deleted.user.id}` });
    expectError(
      await createPlayer(caller, { user_id: deleted.user.id, primary_player: false }),
      404,
      'User not found.',
    );
    expect(await listPlayersOfUser(t.app.db, deleted.user.id)).toHaveLength(1);
  });

  it.each([
    [{ rating: 3.2 }, 'Rating must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.'],
    [{ gender: 'Mixed' }, "Play Type must be 'Mens' or 'Ladies'."],
    [{ birthdate: '2001-02-30' }, 'birthdate must be a date in the form YYYY-MM-DD'],
    [{ first_name: 'n'.repeat(101) }, 'Names must be at most 100 characters.'],
    [{ primary_player: 'yes' }, 'primary_player must be a boolean'],
  ])('refuses %j with a 400 and creates nothing', async (fields, message) => {
    const caller = await signedInUser(t.app);
    expectError(
      await createPlayer(caller, { user_id: caller.user.id, primary_player: false, ...fields }),
      400,
      message,
    );
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(1);
  });

  it(`lets a user have at most ${MAX_PLAYERS_PER_USER} players, their own included, and says why`, async () => {
    const caller = await signedInUser(t.app);
    for (let i = 1; i < MAX_PLAYERS_PER_USER; i++) {
      const response = await createPlayer(caller, {
        user_id: caller.user.id,
        primary_player: false,
        first_name: `Kid ${i}`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    expectError(await createPlayer(caller, { user_id: caller.user.id, primary_player: false }), 409, TOO_MANY);
    const admin = await signedInUser(t.app, 'admin');
    expectError(await createPlayer(admin, { user_id: caller.user.id, primary_player: false }), 409, TOO_MANY);
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(MAX_PLAYERS_PER_USER);

    // Deleting an extra player makes room again.
    const [, extra] = await listPlayersOfUser(t.app.db, caller.user.id);
    expect((await deletePlayer(caller, extra!.id)).statusCode).toBe(200);
    expect((await createPlayer(caller, { user_id: caller.user.id, primary_player: false })).statusCode).toBe(201);
  });

  it('keeps room for the primary player of a newcomer who added others first', async () => {
    const caller = await signedUpWithoutProfile();
    for (let i = 1; i < MAX_PLAYERS_PER_USER; i++) {
      expect((await createPlayer(caller, { user_id: caller.user.id, primary_player: false })).statusCode).toBe(201);
    }
    expectError(await createPlayer(caller, { user_id: caller.user.id, primary_player: false }), 409, TOO_MANY);
    const primary = await createPlayer(caller, { user_id: caller.user.id, primary_player: true });
    expect(expectContract(primary, 201, playerDto).primary_player).toBe(true);
    expect(await listPlayersOfUser(t.app.db, caller.user.id)).toHaveLength(MAX_PLAYERS_PER_USER);
  });

  it('refuses a missing user id', async () => {
    const caller = await signedInUser(t.app);
    expectError(await createPlayer(caller, { primary_player: false }), 400, 'Missing required parameters: user_id');
  });
});

describe('PUT players/update', () => {
  it('updates the caller’s own player and works out the age from the birthdate', async () => {
    const caller = await signedInUser(t.app);
    const response = await updatePlayer(caller, { id: caller.player.id, ...fullProfile, first_name: '  Serena  ' });
    const body = expectContract(response, 200, playerDto);
    const day = today();
    const expectedAge = Number(day.slice(0, 4)) - 1990 - (day.slice(5) < '06-15' ? 1 : 0);
    expect(body).toMatchObject({ ...fullProfile, id: caller.player.id, primary_player: true, age: expectedAge });
    expect(expectContract(await getPlayer(caller, caller.player.id), 200, playerDto)).toEqual(body);
  });

  it('counts a birthday that is today, and not one that is tomorrow', async () => {
    const caller = await signedInUser(t.app);
    const birthdayToday = await updatePlayer(caller, {
      id: caller.player.id,
      ...fullProfile,
      birthdate: shiftYears(today(), -28),
    });
    expect(expectContract(birthdayToday, 200, playerDto).age).toBe(28);
    const birthdayTomorrow = await updatePlayer(caller, {
      id: caller.player.id,
      ...fullProfile,
      birthdate: shiftYears(tomorrow(), -28),
    });
    expect(expectContract(birthdayTomorrow, 200, playerDto).age).toBe(27);
    const bornToday = await updatePlayer(caller, { id: caller.player.id, ...fullProfile, birthdate: today() });
    expect(expectContract(bornToday, 200, playerDto).age).toBe(0);
  });

  it('falls back to the default birthdate when none is given, and clears fields left out', async () => {
    const caller = await signedInUser(t.app);
    await updatePlayer(caller, { id: caller.player.id, ...fullProfile });
    const response = await updatePlayer(caller, { id: caller.player.id, first_name: 'Only', last_name: 'Names' });
    expect(expectContract(response, 200, playerDto)).toMatchObject({
      first_name: 'Only',
      last_name: 'Names',
      birthdate: '2000-01-01',
      rating: null,
      gender: null,
      phone_number: null,
      bio: null,
    });
  });

  it.each(['Mens', 'Ladies'])('accepts the play type %s', async (gender) => {
    const caller = await signedInUser(t.app);
    const response = await updatePlayer(caller, { id: caller.player.id, ...fullProfile, gender });
    expect(expectContract(response, 200, playerDto).gender).toBe(gender);
  });

  it.each([2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0])('accepts the rating %s', async (rating) => {
    const caller = await signedInUser(t.app);
    const response = await updatePlayer(caller, { id: caller.player.id, ...fullProfile, rating });
    expect(expectContract(response, 200, playerDto).rating).toBe(rating);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ first_name: '' }, '* First and last name are required'],
    [{ first_name: '   ', last_name: '' }, '* First and last name are required'],
    [{ first_name: undefined, last_name: undefined }, 'Missing required parameters: first_name, last_name'],
    [{ rating: 2.0 }, 'Rating must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.'],
    [{ rating: 6.5 }, 'Rating must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.'],
    [{ rating: 3.7 }, 'Rating must be one of 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5 or 6.0.'],
    [{ rating: '4.0' }, 'rating must be a number'],
    [{ gender: 'Other' }, "Play Type must be 'Mens' or 'Ladies'."],
    [{ birthdate: '15/06/1990' }, 'birthdate must be a date in the form YYYY-MM-DD'],
    [{ birthdate: '2001-02-29' }, 'birthdate must be a date in the form YYYY-MM-DD'],
    [{ birthdate: 'tomorrow' }, 'Birthdate cannot be in the future.'],
    [{ phone_number: 'call me' }, 'Phone number may contain only digits, spaces and + ( ) - .'],
    [{ bio: 'b'.repeat(1001) }, 'bio must be at most 1000 characters'],
  ])('refuses %j with a 400 and changes nothing', async (fields, message) => {
    const caller = await signedInUser(t.app);
    const values = fields.birthdate === 'tomorrow' ? { ...fields, birthdate: tomorrow() } : fields;
    expectError(await updatePlayer(caller, { id: caller.player.id, ...fullProfile, ...values }), 400, message);
    expect(await findPlayerById(t.app.db, caller.player.id)).toEqual(caller.player);
  });

  it.each(['1800-01-01', '0001-01-01'])(
    'refuses the birthdate %s, which would make an impossible age',
    async (birthdate) => {
      const caller = await signedInUser(t.app);
      expectError(
        await updatePlayer(caller, { id: caller.player.id, ...fullProfile, birthdate }),
        400,
        'Birthdate cannot be more than 150 years ago.',
      );
      expect(await findPlayerById(t.app.db, caller.player.id)).toEqual(caller.player);
    },
  );

  it.each<[Record<string, unknown>, string]>([
    [{ bio: 'before\u0000after' }, 'Bio cannot contain invisible or direction-changing characters.'],
    [{ bio: 'ring\u0007bell' }, 'Bio cannot contain invisible or direction-changing characters.'],
    [{ first_name: 'Eve\u202Egnp' }, 'First name cannot contain invisible or direction-changing characters.'],
    [{ last_name: 'Sm\u200Bith' }, 'Last name cannot contain invisible or direction-changing characters.'],
    [{ first_name: '\u2067Ann\u2069' }, 'First name cannot contain invisible or direction-changing characters.'],
    [{ last_name: 'Ho\u00ADpe' }, 'Last name cannot contain invisible or direction-changing characters.'],
    [{ address: '1 Main St\u200E' }, 'Address cannot contain invisible or direction-changing characters.'],
    [{ address: '1 Main St\nFlat 2' }, 'Address cannot contain invisible or direction-changing characters.'],
    [{ phone_number: '555\n1234' }, 'Phone number cannot contain invisible or direction-changing characters.'],
    [{ phone_number: '555\t1234' }, 'Phone number cannot contain invisible or direction-changing characters.'],
    [{ phone_number: '555-1234 ext' }, 'Phone number may contain only digits, spaces and + ( ) - .'],
    [{ phone_number: '+-()' }, 'Phone number may contain only digits, spaces and + ( ) - .'],
  ])('refuses the hidden or control characters in %j and changes nothing', async (fields, message) => {
    const caller = await signedInUser(t.app);
    expectError(await updatePlayer(caller, { id: caller.player.id, ...fullProfile, ...fields }), 400, message);
    expect(await findPlayerById(t.app.db, caller.player.id)).toEqual(caller.player);
  });

  it.each<[Record<string, unknown>]>([
    [{ bio: 'Line one.\nLine two,\tindented.\r\nThird.' }],
    [{ bio: 'Family doubles 👨‍👩‍👧 and a thumbs up 👍🏽' }],
    [{ first_name: 'José', last_name: 'Ñúñez-O’Brien' }],
    [{ first_name: 'ශ්‍රී', last_name: 'می‌خواهم' }],
    [{ phone_number: '+1 (555) 123-4567 ext. 89' }],
    [{ phone_number: '555.123.4567 x12' }],
  ])('accepts %j', async (fields) => {
    const caller = await signedInUser(t.app);
    const response = await updatePlayer(caller, { id: caller.player.id, ...fullProfile, ...fields });
    expect(expectContract(response, 200, playerDto)).toMatchObject(fields);
  });

  it.each(['admin', 'owner'] as const)("lets an %s update a plain player's player", async (type) => {
    const caller = await signedInUser(t.app, type);
    const other = await createUser(t.app);
    const response = await updatePlayer(caller, { id: other.player.id, ...fullProfile });
    expect(expectContract(response, 200, playerDto)).toMatchObject({
      id: other.player.id,
      user_id: other.user.id,
      rating: 4.5,
    });
  });

  it("refuses another player's player and an anonymous caller, and changes nothing", async () => {
    const caller = await signedInUser(t.app);
    const other = await createUser(t.app);
    expectError(await updatePlayer(caller, { id: other.player.id, ...fullProfile }), 403, NOT_YOURS);
    expectError(await updatePlayer(undefined, { id: other.player.id, ...fullProfile }), 401, UNAUTHORIZED_MESSAGE);
    expect(await findPlayerById(t.app.db, other.player.id)).toEqual(other.player);
  });

  it('answers 404 for an unknown player', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await updatePlayer(caller, { id: 999_999, ...fullProfile }), 404, 'Player not found.');
  });
});

describe('DELETE players/delete', () => {
  it('deletes one of the caller’s own extra players', async () => {
    const caller = await signedInUser(t.app);
    const extra = await addExtraPlayer(caller.user.id);
    expect(expectContract(await deletePlayer(caller, extra.id), 200, successResponse)).toEqual({ success: true });
    expect(await findPlayerById(t.app.db, extra.id)).toBeUndefined();
    expectError(await getPlayer(caller, extra.id), 404, 'Player not found.');
    expectError(await deletePlayer(caller, extra.id), 404, 'Player not found.');
  });

  it.each(['player', 'admin', 'owner'] as const)(
    'never deletes a primary player, even for an %s acting on their own, and leaves it alone',
    async (type) => {
      const caller = await signedInUser(t.app, type);
      const plain = await createUser(t.app);
      expectError(await deletePlayer(caller, caller.player.id), 400, PRIMARY_UNDELETABLE);
      if (type !== 'player') expectError(await deletePlayer(caller, plain.player.id), 400, PRIMARY_UNDELETABLE);
      expect(await findPlayerById(t.app.db, caller.player.id)).toEqual(caller.player);
      expect(await findPlayerById(t.app.db, plain.player.id)).toEqual(plain.player);
    },
  );

  it.each(['admin', 'owner'] as const)("lets an %s delete a plain player's extra player", async (type) => {
    const caller = await signedInUser(t.app, type);
    const other = await createUser(t.app);
    const extra = await addExtraPlayer(other.user.id);
    expect((await deletePlayer(caller, extra.id)).statusCode).toBe(200);
    expect(await findPlayerById(t.app.db, extra.id)).toBeUndefined();
  });

  it("refuses another player's player and an anonymous caller, and deletes nothing", async () => {
    const caller = await signedInUser(t.app);
    const other = await createUser(t.app);
    const extra = await addExtraPlayer(other.user.id);
    expectError(await deletePlayer(caller, extra.id), 403, NOT_YOURS);
    expectError(await deletePlayer(caller, other.player.id), 403, NOT_YOURS);
    expectError(await deletePlayer(undefined, extra.id), 401, UNAUTHORIZED_MESSAGE);
    expect(await findPlayerById(t.app.db, extra.id)).toEqual(extra);
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    const caller = await signedInUser(t.app, 'admin');
    expectError(await deletePlayer(caller, 999_999), 404, 'Player not found.');
    expectError(await deletePlayer(caller, 'abc'), 400, 'player_id must be a number');
  });
});

describe('GET players/all', () => {
  it.each(['admin', 'owner'] as const)('lists every player to an %s', async (type) => {
    const caller = await signedInUser(t.app, type);
    const other = await createUser(t.app);
    const response = await call(caller, { method: 'GET', url: '/api/1.0/players/all' });
    const ids = expectContract(response, 200, playersListResponse).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([caller.player.id, other.player.id]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a player and an anonymous caller', async () => {
    const caller = await signedInUser(t.app);
    expectError(await call(caller, { method: 'GET', url: '/api/1.0/players/all' }), 403, NOT_ADMIN_MESSAGE);
    expectError(await call(undefined, { method: 'GET', url: '/api/1.0/players/all' }), 401, UNAUTHORIZED_MESSAGE);
  });
});
