import type { ProposalDto } from '@courtside/shared/schemas/match-proposals';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { ME, makeProposalBetween, springSingles, summerLadder } from '@/test/league-fixtures';

/** Test data for the proposals page; the builders in @/test/league-fixtures check it against the API's schemas. */

export { LEAGUE_ID, ME, springSingles, summerLadder } from '@/test/league-fixtures';

type Person = { playerId: number; first: string; last: string };
const side = ({ playerId, first, last }: Person) => ({
  id: playerId,
  first_name: first,
  last_name: last,
  user_id: playerId + 100,
});

/** A proposal between Serena (player ME) and `other`, received unless `sent`. */
export function makeProposal(other: Person, overrides: Partial<ProposalDto> & { sent?: boolean } = {}): ProposalDto {
  const { sent = false, ...rest } = overrides;
  const me = { playerId: ME, first: 'Serena', last: 'Smith' };
  const [from, to] = sent ? [me, other] : [other, me];
  return makeProposalBetween(side(from), side(to), {
    proposed_time: '2031-03-05T15:30:00.000Z',
    created_at: '2031-03-01T09:00:00.000Z',
    ...rest,
  });
}

export const alice = { playerId: 21, first: 'Alice', last: 'Smith' };
export const bob = { playerId: 22, first: 'Bob', last: 'Jones' };
export const cara = { playerId: 23, first: 'Cara', last: 'Lee' };

export function installProposalsApi(
  proposals: ProposalDto[] | Parameters<typeof installFakeApi>[0][string],
  routes: Parameters<typeof installFakeApi>[0] = {},
) {
  return installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/myLeagues': { body: [springSingles, summerLadder] },
    'GET match-proposals/get': Array.isArray(proposals) ? { body: proposals } : proposals,
    ...routes,
  });
}
