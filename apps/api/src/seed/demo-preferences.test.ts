import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferencesOfUser } from '../db/queries/message-preferences';
import { createTestApp, createUser, type TestApp } from '../test/test-app';
import { demoPreferences, seedDemoPreferences } from './demo-preferences';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo notification choices', () => {
  it('gives the two demo players their own choices, and running again changes nothing', async () => {
    const people = demoPreferences();
    const users = await Promise.all(people.map((person) => createUser(t.app, { email: person.email })));
    expect(await seedDemoPreferences(t.app.db)).toBe(2);
    expect(await seedDemoPreferences(t.app.db)).toBe(2);
    for (const [index, person] of people.entries()) {
      const now = new Map((await preferencesOfUser(t.app.db, users[index]!.user.id)).map((row) => [row.kind, row]));
      for (const choice of person.choices) expect(now.get(choice.kind)![choice.channel]).toBe(choice.enabled);
    }
  });
});
