import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPendingEmailChange } from '../db/queries/account-tokens';
import { seedDemoAccountLinks } from '../db/queries/demo-account-links';
import { outbox } from '../db/schema';
import { REDACTED_TOKEN } from '../mail/account-email-content';
import { deliverAndReadLinks } from '../test/account-links';
import { createTestApp, createUser, type TestApp } from '../test/test-app';

// The demo seed's account links (ADR 069): a pending email change on a profile and a reset link in the outbox.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo account links', () => {
  it('leave one player waiting for a new email and another with a reset link, the outbox copies without links', async () => {
    const changing = await createUser(t.app);
    const forgetting = await createUser(t.app);
    const options = {
      changingEmail: changing.email,
      newEmail: `new-${changing.email}`,
      forgettingEmail: forgetting.email,
    };
    expect(await seedDemoAccountLinks(t.app.db, options)).toBe(3);
    expect((await findPendingEmailChange(t.app.db, changing.user.id))?.newEmail).toBe(options.newEmail);
    const links = await deliverAndReadLinks(t.app);
    expect(links.map((link) => [link.recipient, link.path]).sort()).toEqual(
      [
        [options.newEmail, '/confirm-email'],
        [forgetting.email, '/reset-password'],
      ].sort(),
    );
    const kept = await t.app.db.select().from(outbox).where(eq(outbox.status, 'unsent'));
    expect(kept.map((row) => row.kind).sort()).toEqual([
      'email_change_confirm',
      'email_change_notice',
      'password_reset',
    ]);
    for (const link of links) expect(JSON.stringify(kept)).not.toContain(link.token);
    expect(kept.filter((row) => row.bodyText?.includes(REDACTED_TOKEN))).toHaveLength(2);
  });
});
