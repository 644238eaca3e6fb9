import { max, eq } from 'drizzle-orm';
import { validateScore } from '@courtside/shared/tennis/score-validation';
import type { ScoringFormat } from '@courtside/shared/tennis/scoring-formats';
import type { SetScore } from '@courtside/shared/tennis/types';
import type { Database } from '../client';
import { matchEvents } from '../schema';
import { findPrimaryPlayer } from './players';
import { findUserByEmail } from './users';

// Small steps every part of the demo seed takes: checked as it goes, so a refused step stops the seed.

/** The seed stores only what a player could have entered in the league: the validator's sets, or it stops. */
export function validSets(status: string, sets: SetScore[], format: ScoringFormat): SetScore[] {
  const result = validateScore({ status, sets }, format);
  if (!result.valid) throw new Error(`A demo score is not valid: ${result.errors.join(' ')}`);
  return result.sets;
}

/** Dates a match's newest audit row at the moment the plan gives it (the seed writes them all at once). */
export async function dateLatestEvent(tx: Database, matchId: number, on: Date) {
  const [latest] = await tx
    .select({ id: max(matchEvents.id) })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId));
  if (latest?.id == null) throw new Error(`The match ${matchId} has no audit trail.`);
  await tx.update(matchEvents).set({ createdAt: on }).where(eq(matchEvents.id, latest.id));
}

export async function primaryPlayerId(tx: Database, email: string) {
  const user = await findUserByEmail(tx, email);
  const player = user ? await findPrimaryPlayer(tx, user.id) : undefined;
  if (!player) throw new Error(`The demo player ${email} is missing.`);
  return player.id;
}

export async function expectStep(step: Promise<unknown>, league: string) {
  if (!(await step)) throw new Error(`${league}: a status change was refused`);
}

export async function expectOutcome(step: Promise<{ outcome: string }>, wanted: string, league: string) {
  const { outcome } = await step;
  if (outcome !== wanted) throw new Error(`${league}: ${outcome}`);
}
