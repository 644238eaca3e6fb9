import { lazy, Suspense } from 'react';
import type { MantineSpacing } from '@mantine/core';
import { usePairInvitations } from '@/lib/pair-queries';

// Its own chunk: most visits have no invitation pending, and the dashboard's first load stays as it was.
const PairInvitationCards = lazy(async () => ({
  default: (await import('./pair-invitation-cards')).PairInvitationCards,
}));

/**
 * The signed-in user's pending doubles invitations (issue 37), all of them or one league's. Nothing while none
 * is pending, or when they cannot be read: the page around it has its own content to show.
 */
export function PendingPairInvitations({ leagueId, mb }: { leagueId?: number; mb?: MantineSpacing }) {
  const { data } = usePairInvitations();
  if (!data) return null;
  const ofLeague = <T extends { league_id: number }>(pairs: readonly T[]) =>
    leagueId === undefined ? pairs : pairs.filter((pair) => pair.league_id === leagueId);
  const received = ofLeague(data.received);
  const sent = ofLeague(data.sent);
  if (received.length === 0 && sent.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PairInvitationCards received={received} sent={sent} showLeagueLink={leagueId === undefined} mb={mb} />
    </Suspense>
  );
}
