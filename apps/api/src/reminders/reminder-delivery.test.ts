import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueMatchReminders, queueWeeklyNudges } from '../db/queries/reminders';
import { availabilitySlots, leagues, locations, matchEvents, matches, outbox } from '../db/schema';
import { formatSpanInZone, formatTimeInZone } from '../mail/notification-email-content';
import { NOTHING_TO_NUDGE_REASON, OutboxWorker } from '../mail/outbox-worker';
import { smtpSender } from '../mail/smtp-sender';
import { leagueUnderWay } from '../test/match-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../test/smtp-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { waitFor } from '../test/wait-for';

// The reminder and the Monday nudge as their readers get them (ADR 068): written by the scheduler's statements,
// queued by the notifications trigger, rendered by the outbox worker and taken by a real SMTP server.

const PUBLIC_URL = 'https://club.example';
const HOUR = 3_600_000;
/** Whole hours from now, so times print without odd minutes. */
const inHours = (hours: number) => new Date((Math.ceil(Date.now() / HOUR) + hours) * HOUR);

let t: TestApp;
let smtp: TestSmtpServer | undefined;
let worker: OutboxWorker | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await worker?.stop(100);
  await smtp?.close();
  await t.app.db.update(outbox).set({ status: 'canceled' }).where(eq(outbox.status, 'queued'));
});
afterAll(() => t.close());

function startWorker(server: TestSmtpServer) {
  worker = new OutboxWorker({
    db: t.app.db,
    sender: smtpSender(server.url, 'Courtside <courtside@club.example>'),
    publicUrl: PUBLIC_URL,
    messageIdDomain: 'club.example',
    log: { info: () => {}, warn: () => {} },
    pollMs: 20,
  });
  worker.start();
}

/** A league under way whose play lasts into next year, so shared times lie ahead whenever this runs. */
async function leagueInPlay() {
  const league = await leagueUnderWay(t.app);
  const playEnd = `${new Date().getUTCFullYear() + 1}-12-31`;
  await t.app.db.update(leagues).set({ playEnd }).where(eq(leagues.id, league.league.id));
  return league;
}

/** Polls an asynchronous condition (a database read) until it holds. */
async function untilAsync(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const recipientOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : undefined);

async function slot(userId: number, leagueId: number, start: Date, end: Date, timeZone: string) {
  await t.app.db.insert(availabilitySlots).values({ userId, leagueId, startTime: start, endTime: end, timeZone });
}

describe('the reminder email', () => {
  it('names the opponent, the time on the reader’s clock and the place, and links to the match', async () => {
    smtp = await startSmtpServer();
    const { league, members, matchOf } = await leagueInPlay();
    const [a, b] = [members[0]!, members[1]!];
    const { match } = matchOf(a, b);
    const [court] = await t.app.db.insert(locations).values({ name: 'Riverside Courts' }).returning();
    const at = inHours(10);
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: at, locationId: court!.id })
      .where(eq(matches.id, match.id));
    await t.app.db.insert(matchEvents).values({
      matchId: match.id,
      kind: 'scheduled',
      actorUserId: b.user.id,
      actorIsAdmin: false,
      matchDatetime: at,
      createdAt: new Date(Date.now() - 3 * 24 * HOUR),
    });
    // A keeps their availability in Berlin.
    await slot(a.user.id, league.id, inHours(30), inHours(32), 'Europe/Berlin');

    expect(await queueMatchReminders(t.app.db, new Date())).toBe(2);
    startWorker(smtp);
    // The audit row above also told A of the scheduling itself; the reminders come on top.
    const reminders = () => smtp!.received.filter((received) => received.subject?.startsWith('Reminder:'));
    await waitFor(() => reminders().length === 2, 'both reminders to arrive');

    const mail = reminders().find((received) => recipientOf(received) === a.email);
    expect(mail).toBeDefined();
    const when = formatTimeInZone(at, 'Europe/Berlin');
    expect(when).toMatch(/GMT\+[12]$/);
    const opponent = `${b.player.firstName} ${b.player.lastName}`;
    expect(mail!.subject).toBe(`Reminder: you play ${opponent} on ${when}`);
    expect(mail!.text).toContain(`When: ${when}`);
    expect(mail!.text).toContain('Where: Riverside Courts');
    const link = `${PUBLIC_URL}/leagues/${league.id}/match/${match.id}/schedule`;
    expect(mail!.text).toContain(`See the match: ${link}`);
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.html).toContain('Riverside Courts');

    // A second tick, as another process would run it, queues nothing more.
    expect(await queueMatchReminders(t.app.db, new Date())).toBe(0);
  });
});

describe('the Monday nudge email', () => {
  it('lists the opponents still to schedule, each with the best times both are free, fresh at sending', async () => {
    smtp = await startSmtpServer();
    const { league, members, matchOf } = await leagueInPlay();
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    // A has a time with B already; C is still to schedule, and they share two evenings and a short half hour.
    await t.app.db
      .update(matches)
      .set({ status: 'scheduled', matchDatetime: inHours(72) })
      .where(eq(matches.id, matchOf(a, b).match.id));
    const evenings = [inHours(48), inHours(96)];
    for (const start of evenings) {
      await slot(a.user.id, league.id, start, new Date(start.getTime() + 2 * HOUR), 'America/New_York');
      await slot(c.user.id, league.id, new Date(start.getTime() - HOUR), new Date(start.getTime() + 3 * HOUR), 'UTC');
    }
    const short = inHours(120);
    await slot(a.user.id, league.id, short, new Date(short.getTime() + HOUR / 2), 'America/New_York');
    await slot(c.user.id, league.id, short, new Date(short.getTime() + HOUR / 2), 'UTC');

    // Any Monday after 09:00 on every clock; the key is that Monday's, whatever day the mail is rendered.
    await queueWeeklyNudges(t.app.db, new Date('2026-11-23T15:00:00Z'));
    startWorker(smtp);
    await waitFor(() => smtp!.received.some((received) => recipientOf(received) === a.email), 'A’s nudge');
    const mail = smtp.received.find((received) => recipientOf(received) === a.email)!;
    const name = (member: typeof a) => `${member.player.firstName} ${member.player.lastName}`;
    expect(mail.subject).toBe(`1 match in ${league.name} still needs a time`);
    const times = evenings.map((start) =>
      formatSpanInZone(start, new Date(start.getTime() + 2 * HOUR), 'America/New_York'),
    );
    expect(mail.text).toContain([name(c), ...times.map((time) => `- ${time}`)].join('\n'));
    expect(mail.text).not.toContain(name(b));
    // Half an hour is too short for a match: not among the best times.
    expect(mail.text).not.toContain(formatSpanInZone(short, new Date(short.getTime() + HOUR / 2), 'America/New_York'));
    const link = `${PUBLIC_URL}/leagues/${league.id}/find-matches`;
    expect(mail.text).toContain(`Propose a match: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    for (const time of times) expect(mail.html).toContain(time);
  });

  it('is not sent when every opponent has a time by the moment it goes out', async () => {
    const { league, members, matchOf } = await leagueInPlay();
    const [a, b, c] = [members[0]!, members[1]!, members[2]!];
    await queueWeeklyNudges(t.app.db, new Date('2026-11-23T15:00:00Z'));
    for (const other of [b, c]) {
      await t.app.db
        .update(matches)
        .set({ status: 'scheduled', matchDatetime: inHours(72) })
        .where(eq(matches.id, matchOf(a, other).match.id));
    }
    smtp = await startSmtpServer();
    startWorker(smtp);
    const settled = async () =>
      (await t.app.db.select().from(outbox).where(eq(outbox.kind, 'weekly_nudge'))).filter(
        (row) => row.recipient === a.email && row.status !== 'queued',
      );
    await untilAsync(async () => (await settled()).length === 1, 'A’s nudge to be settled');
    expect(await settled()).toMatchObject([{ status: 'canceled', lastError: NOTHING_TO_NUDGE_REASON }]);
    // B and C still have each other to schedule: theirs go out; nothing reaches A.
    await waitFor(() => smtp!.received.length === 2, 'B’s and C’s nudges');
    expect(smtp.received.map(recipientOf).sort()).toEqual([b.email, c.email].sort());
    expect(smtp.received.every((mail) => mail.subject === `1 match in ${league.name} still needs a time`)).toBe(true);
  });
});
