import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE, outboxListResponse, outboxMessageResponse } from '@courtside/shared/schemas/outbox';
import { queueNotificationEmails } from '../db/queries/bench-league';
import { OutboxWorker } from '../mail/outbox-worker';
import { NOT_ADMIN_MESSAGE, UNAUTHORIZED_MESSAGE, expectContract, expectError } from '../test/assertions';
import { leagueUnderWay } from '../test/match-fixtures';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../test/test-app';
import { OUTBOX_MESSAGE_NOT_FOUND } from './outbox';

// GET outbox/list and outbox/get (issue 35, ADR 064): the owner's and admins' view of the messages, newest first,
// a page at a time; players and visitors are refused.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let player: { cookie: string };
const TOTAL = OUTBOX_PAGE_SIZE + 5;

beforeAll(async () => {
  t = await createTestApp();
  const { league, members } = await leagueUnderWay(t.app);
  admin = await signedInUser(t.app, 'admin');
  owner = await signedInUser(t.app, 'owner');
  player = members[0]!;
  await queueNotificationEmails(t.app.db, {
    count: TOTAL,
    leagueId: league.id,
    userIds: members.map((member) => member.user.id),
  });
  // The oldest few are rendered and kept, as a server without SMTP_URL leaves them.
  const worker = new OutboxWorker({
    db: t.app.db,
    sender: null,
    publicUrl: 'https://club.example',
    messageIdDomain: 'club.example',
    log: { info: () => {}, warn: () => {} },
    batchSize: 3,
  });
  await worker.drainOnce();
});
afterAll(() => t.close());

const get = (caller: { cookie: string } | undefined, url: string) =>
  injectAs(t.app, caller?.cookie, { method: 'GET', url: `/api/1.0/outbox/${url}` });

describe('GET outbox/list', () => {
  it('pages the messages newest first, for admins and the owner', async () => {
    const first = expectContract(await get(admin, 'list'), 200, outboxListResponse);
    expect(first).toMatchObject({ page: 1, page_size: OUTBOX_PAGE_SIZE, total: TOTAL });
    expect(first.messages).toHaveLength(OUTBOX_PAGE_SIZE);
    const ids = first.messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.messages[0]).toMatchObject({
      status: 'queued',
      subject: null,
      attempts: 0,
      kind: 'proposal_declined',
    });

    const second = expectContract(await get(owner, 'list?page=2'), 200, outboxListResponse);
    expect(second.messages).toHaveLength(5);
    expect(second.messages.at(-1)).toMatchObject({ status: 'unsent', attempts: 1 });
    expect(second.messages.at(-1)!.subject).toMatch(/declined your proposal/);
    expect(Math.max(...second.messages.map((message) => message.id))).toBeLessThan(Math.min(...ids));
    expect(expectContract(await get(admin, 'list?page=3'), 200, outboxListResponse).messages).toEqual([]);
  });

  it('refuses players (403) and visitors (401), and a page that is no page (400)', async () => {
    expectError(await get(player, 'list'), 403, NOT_ADMIN_MESSAGE);
    expectError(await get(undefined, 'list'), 401, UNAUTHORIZED_MESSAGE);
    expect((await get(admin, 'list?page=0')).statusCode).toBe(400);
    expect((await get(admin, 'list?page=two')).statusCode).toBe(400);
  });
});

describe('GET outbox/get', () => {
  it('shows a message with its text and HTML', async () => {
    const list = expectContract(await get(admin, 'list?page=2'), 200, outboxListResponse);
    const kept = list.messages.at(-1)!;
    const { message } = expectContract(await get(admin, `get?id=${kept.id}`), 200, outboxMessageResponse);
    expect(message).toMatchObject({ id: kept.id, subject: kept.subject, status: 'unsent' });
    expect(message.text).toContain('https://club.example/leagues/');
    expect(message.html).toContain('<html');
  });

  it('answers 404 for no such message, 403 to a player and 401 to a visitor', async () => {
    expectError(await get(admin, 'get?id=999999'), 404, OUTBOX_MESSAGE_NOT_FOUND);
    expectError(await get(player, 'get?id=1'), 403, NOT_ADMIN_MESSAGE);
    expectError(await get(undefined, 'get?id=1'), 401, UNAUTHORIZED_MESSAGE);
  });
});
