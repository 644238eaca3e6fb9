import { pairGenderRefusal, playsAsPairs } from '@courtside/shared/league/pairs';
import type { Database } from '../db/client';
import { listDrafts, listPlacements } from '../db/queries/divisions';
import { leagueHasPairs, listPairsWithGenders } from '../db/queries/pairs';
import { badRequest } from '../lib/errors';
import { notMixedPair, PAIRS_WITH_PLACEMENTS, SINGLES_WITH_PAIRS } from './pair-messages';

/**
 * Refuses a change of a league's type that its entries cannot follow (issue 37, ADR 078), inside the update's
 * transaction and under the league's lock, so no pair or placement can appear between the check and the change:
 * - to Singles while pairs exist: a partner would be left registered alone and the pair's matches one-sided;
 * - from Singles to pairs while players are placed: divisions of a doubles league hold pairs, not players;
 * - to Mixed while a pair is not one man and one woman.
 */
export async function refuseLeagueTypeChange(tx: Database, leagueId: number, from: string, to: string) {
  if (from === to) return;
  if (!playsAsPairs(to)) {
    if (await leagueHasPairs(tx, leagueId)) throw badRequest(SINGLES_WITH_PAIRS);
    return;
  }
  if (!playsAsPairs(from) && (await hasPlacements(tx, leagueId))) throw badRequest(PAIRS_WITH_PLACEMENTS);
  if (to !== 'Mixed') return;
  for (const { anchor, partner } of await listPairsWithGenders(tx, leagueId)) {
    if (pairGenderRefusal(to, anchor.gender, partner.gender)) throw badRequest(notMixedPair(anchor, partner));
  }
}

/** Whether a player of the league is placed in a division, published or in a saved draft. */
async function hasPlacements(tx: Database, leagueId: number) {
  if ((await listPlacements(tx, leagueId)).length > 0) return true;
  return (await listDrafts(tx, leagueId)).some((draft) => draft.divisionId !== null);
}
