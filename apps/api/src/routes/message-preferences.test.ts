import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_DEFAULTS,
  MESSAGE_KINDS,
  messageKindLabel,
  messagePreferencesResponse,
} from '@courtside/shared/schemas/message-preferences';
import { listMessageKinds } from '../db/queries/message-preferences';
import { messagePreferences } from '../db/schema';
import { UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { useAppWithAdmin } from '../test/league-fixtures';
import { areaCaller, signedInUser } from '../test/test-app';

// Notification preferences per kind and channel (issue 35 item 3, ADR 067): GET and PUT notifications/preferences.

const t = useAppWithAdmin();
const call = areaCaller(() => t.app, 'notifications');

const defaults = () =>
  MESSAGE_KINDS.map((kind) => ({ kind, label: messageKindLabel(kind), ...MESSAGE_DEFAULTS[kind] }));

async function preferencesOf(person: { cookie: string }) {
  return expectContract(await call(person, 'GET', 'preferences'), 200, messagePreferencesResponse).preferences;
}

const storedRows = (userId: number) =>
  t.app.db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));

describe('message kinds', () => {
  it("holds in the database exactly the shared list's kinds and defaults, which the queueing trigger reads", async () => {
    const rows = await listMessageKinds(t.app.db);
    const stored = Object.fromEntries(
      rows.map((row) => [row.kind, { email: row.emailDefault, push: row.pushDefault }]),
    );
    expect(stored).toEqual(MESSAGE_DEFAULTS);
    expect(Object.keys(MESSAGE_DEFAULTS).sort()).toEqual([...MESSAGE_KINDS].sort());
  });
});

describe('notifications/preferences', () => {
  it('needs a signed-in user', async () => {
    expectError(await call(undefined, 'GET', 'preferences'), 401, UNAUTHORIZED_MESSAGE);
    expectError(
      await call(undefined, 'PUT', 'preferences', {
        preferences: [{ kind: 'score_entered', channel: 'email', enabled: false }],
      }),
      401,
      UNAUTHORIZED_MESSAGE,
    );
  });

  it('gives the defaults to a player who has chosen nothing, every kind in order with its label', async () => {
    const person = await signedInUser(t.app);
    expect(await preferencesOf(person)).toEqual(defaults());
    expect(await storedRows(person.user.id)).toEqual([]);
  });

  it("keeps a player's choices, answers with them, and leaves other kinds, channels and players as they were", async () => {
    const person = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const saved = expectContract(
      await call(person, 'PUT', 'preferences', {
        preferences: [
          { kind: 'score_entered', channel: 'email', enabled: false },
          { kind: 'dispute_resolved', channel: 'push', enabled: true },
        ],
      }),
      200,
      messagePreferencesResponse,
    ).preferences;
    const expected = defaults().map((row) =>
      row.kind === 'score_entered'
        ? { ...row, email: false }
        : row.kind === 'dispute_resolved'
          ? { ...row, push: true }
          : row,
    );
    expect(saved).toEqual(expected);
    expect(await preferencesOf(person)).toEqual(expected);
    expect(await preferencesOf(other)).toEqual(defaults());

    // Turned back on: kept as a choice of its own, which a later change of the default does not overturn.
    await call(person, 'PUT', 'preferences', {
      preferences: [{ kind: 'score_entered', channel: 'email', enabled: true }],
    });
    expect((await preferencesOf(person)).find((row) => row.kind === 'score_entered')).toMatchObject({ email: true });
    expect((await storedRows(person.user.id)).map((row) => [row.kind, row.channel, row.enabled]).sort()).toEqual([
      ['dispute_resolved', 'push', true],
      ['score_entered', 'email', true],
    ]);
  });

  it('keeps one row when two taps of one switch arrive at once, from two tabs', async () => {
    const person = await signedInUser(t.app);
    const choose = (enabled: boolean) =>
      call(person, 'PUT', 'preferences', { preferences: [{ kind: 'score_disputed', channel: 'push', enabled }] });
    const answers = await Promise.all([choose(false), choose(true), choose(false), choose(true)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await storedRows(person.user.id);
    expect(rows).toHaveLength(1);
    expect((await preferencesOf(person)).find((row) => row.kind === 'score_disputed')!.push).toBe(rows[0]!.enabled);
  });

  it('takes the last of two choices for one kind and channel in one request', async () => {
    const person = await signedInUser(t.app);
    await call(person, 'PUT', 'preferences', {
      preferences: [
        { kind: 'match_scheduled', channel: 'push', enabled: true },
        { kind: 'match_scheduled', channel: 'push', enabled: false },
      ],
    });
    expect((await preferencesOf(person)).find((row) => row.kind === 'match_scheduled')).toMatchObject({ push: false });
  });

  it.each([
    ['an unknown kind', { preferences: [{ kind: 'weekly_gossip', channel: 'email', enabled: false }] }],
    [
      'a kind that is not sent outside the app',
      { preferences: [{ kind: 'league_started', channel: 'email', enabled: false }] },
    ],
    ['an unknown channel', { preferences: [{ kind: 'score_entered', channel: 'sms', enabled: false }] }],
    [
      'a choice that is not true or false',
      { preferences: [{ kind: 'score_entered', channel: 'email', enabled: 'no' }] },
    ],
    ['no choice at all', { preferences: [] }],
    ['no list', {}],
  ])('refuses %s with a 400 and changes nothing', async (_what, body) => {
    const person = await signedInUser(t.app);
    const good = { kind: 'proposal_received', channel: 'email', enabled: false };
    const withGood =
      'preferences' in body && Array.isArray(body.preferences) && body.preferences.length > 0
        ? { preferences: [good, ...body.preferences] }
        : body;
    const response = await call(person, 'PUT', 'preferences', withGood);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/preferences/);
    expect(await storedRows(person.user.id)).toEqual([]);
  });
});
