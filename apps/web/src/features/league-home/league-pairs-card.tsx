import { useState } from 'react';
import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { entryName, playsAsPairs } from '@courtside/shared/league/pairs';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { PairDto, PairMemberDto } from '@courtside/shared/schemas/pairs';
import { lazyDialog } from '@/components/lazy-dialog';
import { useCurrentUser } from '@/lib/current-user';
import { useLeaguePairs, usePairInvitations } from '@/lib/pair-queries';

const PartnerInviteDialog = lazyDialog(
  async () => (await import('@/components/partner-invite-dialog')).PartnerInviteDialog,
  (props) => props.opened,
);

const fullName = (member: PairMemberDto) => `${member.first_name} ${member.last_name}`;

/**
 * A doubles league's pairs as its members see them (issue 37): my pair (or, alone, the way to invite a partner),
 * the league's pairs, and the players still looking for a partner. Nothing in a singles league.
 */
export function LeaguePairsCard({ league }: { league: LeagueDto }) {
  if (!playsAsPairs(league.league_type)) return null;
  return <PairsOfLeague league={league} />;
}

function PairsOfLeague({ league }: { league: LeagueDto }) {
  const pairs = useLeaguePairs(league.id);
  const invitations = usePairInvitations();
  const { data: user } = useCurrentUser();
  const [inviting, setInviting] = useState(false);
  if (!pairs.data) {
    return pairs.error ? (
      <Text role="status" c="dimmed">
        The league&apos;s pairs could not be loaded: {pairs.error.message}
      </Text>
    ) : null;
  }
  const userId = user?.id;
  const isMine = (pair: PairDto) => pair.anchor.user_id === userId || pair.partner.user_id === userId;
  const myPair = pairs.data.pairs.find(isMine);
  const meAlone = pairs.data.unpaired.find((member) => member.user_id === userId);
  const invitationPending = (invitations.data?.sent ?? []).some((pair) => pair.league_id === league.id);
  const complete = pairs.data.pairs.filter((pair) => pair.status === 'complete');
  const invited = pairs.data.pairs.filter((pair) => pair.status === 'invited');

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="league-pairs-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="league-pairs-title">
          Pairs
        </Title>
        {myPair?.status === 'complete' ? (
          <Text>
            Your pair: <strong>{entryName(myPair.anchor, myPair.partner)}</strong>
          </Text>
        ) : null}
        {meAlone && !invitationPending ? (
          <Stack gap="xs" align="flex-start">
            <Text>You have no partner yet. Invite one, or the organizer can pair you with a player below.</Text>
            <Button size="md" variant="light" onClick={() => setInviting(true)}>
              Invite a Partner
            </Button>
            <PartnerInviteDialog
              opened={inviting}
              onClose={() => setInviting(false)}
              league={league}
              playerId={meAlone.player_id}
            />
          </Stack>
        ) : null}
        {complete.length + invited.length === 0 ? (
          <Text c="dimmed">No pairs yet.</Text>
        ) : (
          <List spacing={4} aria-label="Pairs in this league">
            {[...complete, ...invited].map((pair) => (
              <List.Item key={pair.id}>
                {entryName(pair.anchor, pair.partner)}
                {pair.status === 'invited' ? (
                  <Badge variant="light" color="yellow" size="sm" ml="xs">
                    Invited
                  </Badge>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
        {pairs.data.unpaired.length > 0 ? (
          <Text size="sm">Looking for a partner: {pairs.data.unpaired.map(fullName).join(', ')}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}
