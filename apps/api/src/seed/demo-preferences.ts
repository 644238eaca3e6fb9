import type { MessageChannel, MessageKind } from '@courtside/shared/schemas/message-preferences';
import type { Database } from '../db/client';
import { saveMessagePreferences } from '../db/queries/message-preferences';
import { findUserByEmail } from '../db/queries/users';
import { demoPlayers } from './demo-club';
import { DEMO_DISPUTING_PLAYER, DEMO_EVERY_STATE_PLAYER } from './demo-season';

type Choices = { kind: MessageKind; channel: MessageChannel; enabled: boolean }[];

/**
 * Two demo players who have made choices of their own (ADR 067), so the profile's "What we send you" shows
 * something besides the defaults: the keen player wants every push and fewer emails, the disputing one only email.
 */
export function demoPreferences(): { email: string; choices: Choices }[] {
  const players = demoPlayers();
  return [
    {
      email: players[DEMO_EVERY_STATE_PLAYER]!.email,
      choices: [
        { kind: 'proposal_declined', channel: 'push', enabled: true },
        { kind: 'dispute_resolved', channel: 'push', enabled: true },
        { kind: 'proposal_accepted', channel: 'email', enabled: false },
        { kind: 'match_scheduled', channel: 'email', enabled: false },
      ],
    },
    {
      email: players[DEMO_DISPUTING_PLAYER]!.email,
      choices: (['proposal_received', 'proposal_accepted', 'match_scheduled', 'match_rescheduled'] as const).map(
        (kind) => ({ kind, channel: 'push' as const, enabled: false }),
      ),
    },
  ];
}

/** Records the demo choices; running it again leaves them as they are. Returns how many players have some. */
export async function seedDemoPreferences(db: Database): Promise<number> {
  let seeded = 0;
  for (const { email, choices } of demoPreferences()) {
    const user = await findUserByEmail(db, email);
    if (!user) continue;
    await saveMessagePreferences(db, user.id, choices);
    seeded += 1;
  }
  return seeded;
}
