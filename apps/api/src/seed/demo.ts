// `npm run seed:demo`: fills the configured database (DATA_DIR or DATABASE_URL) with a demo club.
import { todayUtc } from '@courtside/shared/players/age';
import { openDatabase } from '../db/client';
import { seedDemoAccountLinks } from '../db/queries/demo-account-links';
import { seedDemoActivity } from '../db/queries/demo-analytics';
import { queuedOutboxIds, settleDemoOutbox } from '../db/queries/demo-outbox';
import { seedDemoReminders } from '../db/queries/demo-reminders';
import { seedDemoDoubles } from '../db/queries/demo-doubles';
import { seedDemoClub } from '../db/queries/demo-seed';
import { loadEnv } from '../env';
import { hashPassword } from '../lib/passwords';
import { OutboxWorker } from '../mail/outbox-worker';
import { DEMO_PASSWORD, demoClubFor, demoPlayers, demoStaff } from './demo-club';
import { DEMO_ANALYTICS_DAYS } from './demo-analytics';
import { demoPreferences, seedDemoPreferences } from './demo-preferences';
import { demoFeedback } from './demo-feedback';
import { DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER, DEMO_TIME_ZONE } from './demo-season';
import { DEMO_ORGANIZER_PLAYER, DEMO_PRIVATE_LEAGUE_NAME } from './demo-private-league';
import { DEMO_MIXED_DIVISIONS, DEMO_MIXED_LEAGUE_NAME, DEMO_OPEN_DOUBLES_LEAGUE_NAME } from './demo-doubles';

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const today = todayUtc();
    const club = demoClubFor(today, { passwordHash, now: new Date() });
    const leagues = club.leagues;
    const outcome = await seedDemoClub(database.db, club);
    // The doubles (issue 37): the mixed doubles league under way and the open Doubles league's pairs, once.
    const doubles = await seedDemoDoubles(database.db, { players: demoPlayers(), today });
    const activity = await seedDemoActivity(database.db, {
      now: new Date(),
      staff: demoStaff,
      players: demoPlayers(),
      keenPlayers: [DEMO_EVERY_STATE_PLAYER, DEMO_DISPUTING_PLAYER],
      // The friends' private league too: its registrations and scores are the club's real activity as well.
      leagueNames: [...leagues.map((league) => league.name), DEMO_PRIVATE_LEAGUE_NAME, DEMO_MIXED_LEAGUE_NAME],
      activeLeague: leagues.find((league) => league.status === 'active')!.name,
      feedback: demoFeedback,
    });
    // A pending email change and a reset link, once, with the club: the outbox step below renders them too.
    const everyStateEmail = demoPlayers()[DEMO_EVERY_STATE_PLAYER]!.email;
    if (outcome !== 'already-seeded') {
      await seedDemoAccountLinks(database.db, {
        changingEmail: everyStateEmail,
        newEmail: everyStateEmail.replace('@courtside.test', '@new-address.test'),
        forgettingEmail: demoPlayers()[DEMO_DISPUTING_PLAYER]!.email,
      });
    }
    // Before the outbox is settled: the reminder and the Monday nudges are part of the week's emails.
    const reminders = await seedDemoReminders(database.db, new Date(), DEMO_TIME_ZONE);
    const emails = await seedDemoOutbox(database.db, env.PUBLIC_URL);
    const choosers = await seedDemoPreferences(database.db);
    const nothingNew = !doubles.mixedLeague && !doubles.openPairs;
    if (outcome === 'already-seeded' && nothingNew && activity.events === 0 && activity.feedback === 0) {
      console.info('The demo club is already there; nothing changed.');
    } else {
      console.info(`Demo club ready. Sign in as ${demoStaff[0]!.email} (owner) or ${demoStaff[1]!.email} (admin),`);
      console.info(`or any player listed on the Users page; every demo password is "${DEMO_PASSWORD}".`);
      console.info('Leagues: one in draft, one open for registration, one with published divisions, one under way.');
      const players = demoPlayers();
      const everyState = players[DEMO_EVERY_STATE_PLAYER]!.email;
      const disputing = players[DEMO_DISPUTING_PLAYER]!.email;
      console.info(
        'The league under way is half played: scores confirmed, pending and disputed; matches booked ahead.',
      );
      console.info(`${everyState} has a score to confirm; ${disputing} has disputed one for the admin to resolve.`);
      console.info(`Everyone has availability; ${everyState} has match proposals to answer and overlaps to propose.`);
      console.info(
        `${players[DEMO_ORGANIZER_PLAYER]!.email} runs the private league ${DEMO_PRIVATE_LEAGUE_NAME}: six friends ` +
          'half way through, with an invite link to share (see League Management, or the league home).',
      );
      const jamesPartner = players[DEMO_MIXED_DIVISIONS[0]!.pairs[0]!.partner]!;
      console.info(
        `${DEMO_MIXED_LEAGUE_NAME}: eight mixed pairs under way; ${everyState} plays it with ${jamesPartner.email} ` +
          '(a score to confirm, a proposal from a pair, times all four are free). ' +
          `${DEMO_OPEN_DOUBLES_LEAGUE_NAME} has pairs, an invitation waiting and a player looking for a partner.`,
      );
      console.info(
        `${everyState} waits for a new email to be confirmed (see the profile); ${disputing} asked for a reset link.`,
      );
    }
    if (choosers > 0) {
      const [keen, disputing] = demoPreferences();
      console.info(
        `Notification choices: ${keen!.email} and ${disputing!.email} have their own, under What we send you on the profile.`,
      );
    }
    if (emails > 0) console.info(`Outbox: ${emails} emails about that play over the last week, at /admin/outbox.`);
    if (reminders.reminders + reminders.nudges > 0) {
      console.info(
        `Reminders: ${reminders.reminders} for a match booked within the day, ${reminders.nudges} Monday nudges.`,
      );
    }
    if (activity.events > 0 || activity.feedback > 0) {
      console.info(
        `Admin pages: ${activity.events.toLocaleString('en')} analytics events over the last ${DEMO_ANALYTICS_DAYS} ` +
          `days and ${activity.feedback} feedback messages.`,
      );
    }
  } finally {
    await database.close();
  }
}

/**
 * Renders the emails the seeded play queued, as a server without SMTP_URL would (kept unsent), then dates and
 * settles them as a week of sending (db/queries/demo-outbox.ts). Returns how many.
 */
async function seedDemoOutbox(db: Parameters<typeof queuedOutboxIds>[0], publicUrl: string) {
  const ids = await queuedOutboxIds(db);
  const worker = new OutboxWorker({
    db,
    sender: null,
    publicUrl,
    messageIdDomain: 'localhost',
    log: { info: () => {}, warn: (line) => console.warn(line) },
    batchSize: 50,
  });
  while ((await worker.drainOnce()) > 0);
  await settleDemoOutbox(db, ids, new Date());
  return ids.length;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
