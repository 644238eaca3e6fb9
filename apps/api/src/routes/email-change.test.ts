import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmEmailResponse,
  linkRefusalResponse,
  pendingEmailChangeResponse,
} from '@courtside/shared/schemas/account-recovery';
import {
  EMAIL_CHANGE_CONFIRMED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  LINK_USED_MESSAGE,
} from '@courtside/shared/schemas/account-recovery-messages';
import { successResponse } from '@courtside/shared/schemas/common';
import { userDto } from '@courtside/shared/schemas/users';
import { outbox } from '../db/schema';
import { deliverAndReadLinks, linkMailedTo } from '../test/account-links';
import { expectContract, expectError, UNAUTHORIZED_MESSAGE } from '../test/assertions';
import { TEST_PASSWORD, createTestApp, createUser, signedInUser, uniqueEmail, type TestApp } from '../test/test-app';

// A change of email confirms the new address first (issue 35 item 5, ADR 069): the old address keeps signing in
// until the link mailed to the new one is followed, and it is told that a change was asked for.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/1.0/users/verify', payload: { email, password: TEST_PASSWORD } });
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/1.0/auth/confirmEmail', payload: { token } });

async function askForChange() {
  const person = await signedInUser(t.app);
  const newEmail = uniqueEmail('moving');
  const response = await person.request({
    method: 'PUT',
    url: '/api/1.0/users/update',
    payload: { id: person.user.id, email: newEmail.toUpperCase(), current_password: TEST_PASSWORD, firstname: 'Noor' },
  });
  const pending = async () =>
    expectContract(
      await person.request({ method: 'GET', url: '/api/1.0/users/emailChange' }),
      200,
      pendingEmailChangeResponse,
    ).pending;
  return { ...person, newEmail, response, pending };
}

describe('asking for a new email', () => {
  it('keeps the old email, saves the names, and mails the new address a link and the old one a notice', async () => {
    const { user, email, newEmail, response, pending } = await askForChange();
    expect(expectContract(response, 200, userDto)).toMatchObject({ email, firstname: 'Noor' });
    const waiting = await pending();
    expect(waiting?.new_email).toBe(newEmail);
    const hoursLeft = (Date.parse(waiting!.expires_at) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const messages = await t.app.db.select().from(outbox).where(eq(outbox.userId, user.id)).orderBy(outbox.id);
    expect(messages.map((row) => [row.kind, row.recipient])).toEqual([
      ['email_change_confirm', newEmail],
      ['email_change_notice', email],
    ]);
    const links = await deliverAndReadLinks(t.app);
    expect(links.filter((link) => link.recipient === email)).toEqual([]);
    expect(links.filter((link) => link.recipient === newEmail).map((link) => link.path)).toEqual(['/confirm-email']);
    const [notice] = await t.app.db.select().from(outbox).where(eq(outbox.id, messages[1]!.id));
    expect(notice!.bodyText).toContain(`asked to change its email to ${newEmail}`);
    // The old address signs in meanwhile; the new one does not yet.
    expect((await verify(email)).statusCode).toBe(200);
    expect((await verify(newEmail)).statusCode).toBe(401);
  });

  it('changes the email when the link is followed, once', async () => {
    const { email, newEmail, request, pending } = await askForChange();
    const link = await linkMailedTo(t.app, newEmail);
    expect(expectContract(await confirm(link.token), 200, confirmEmailResponse)).toEqual({
      success: true,
      message: EMAIL_CHANGE_CONFIRMED_MESSAGE,
      email: newEmail,
    });
    expect(expectContract(await request({ method: 'GET', url: '/api/1.0/users/me' }), 200, userDto).email).toBe(
      newEmail,
    );
    expect(await pending()).toBeNull();
    expect((await verify(newEmail)).statusCode).toBe(200);
    expect((await verify(email)).statusCode).toBe(401);
    expect(expectContract(await confirm(link.token), 400, linkRefusalResponse)).toEqual({
      error: LINK_USED_MESSAGE,
      reason: 'used',
    });
  });

  it('can be canceled: the link then no longer works', async () => {
    const { email, newEmail, request, pending } = await askForChange();
    const link = await linkMailedTo(t.app, newEmail);
    expectContract(await request({ method: 'DELETE', url: '/api/1.0/users/emailChange' }), 200, successResponse);
    expect(await pending()).toBeNull();
    expect(expectContract(await confirm(link.token), 400, linkRefusalResponse).reason).toBe('expired');
    expect((await verify(email)).statusCode).toBe(200);
  });

  it('keeps only the latest request', async () => {
    const { user, newEmail, request, pending } = await askForChange();
    const first = await linkMailedTo(t.app, newEmail);
    const later = uniqueEmail('later');
    await request({
      method: 'PUT',
      url: '/api/1.0/users/update',
      payload: { id: user.id, email: later, current_password: TEST_PASSWORD },
    });
    expect((await pending())?.new_email).toBe(later);
    expect(expectContract(await confirm(first.token), 400, linkRefusalResponse).error).toBe(LINK_EXPIRED_MESSAGE);
  });

  it('answers 409 when someone took the address meanwhile, and changes nothing', async () => {
    const { email, newEmail, request } = await askForChange();
    const link = await linkMailedTo(t.app, newEmail);
    await createUser(t.app, { email: newEmail });
    expectError(await confirm(link.token), 409, 'An account with this email already exists.');
    expect(expectContract(await request({ method: 'GET', url: '/api/1.0/users/me' }), 200, userDto).email).toBe(email);
    // Still unused: had the other account gone again, the link would still do its work.
    expect((await confirm(link.token)).statusCode).toBe(409);
  });

  it('refuses anonymous callers', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expectError(await t.app.inject({ method, url: '/api/1.0/users/emailChange' }), 401, UNAUTHORIZED_MESSAGE);
    }
  });
});
