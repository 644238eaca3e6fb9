import { useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import { Link } from 'react-router';
import type { PairDto } from '@courtside/shared/schemas/pairs';
import { ErrorAlert } from '@/components/error-alert';
import { errorMessage } from '@/lib/error-message';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type InvitationAnswer, useAnswerInvitation } from '@/lib/pair-queries';
import { paths } from '@/lib/paths';

export const PAIR_INVITATION_MESSAGES = {
  accepted: (league: string) => `You are a pair in ${league}.`,
  declined: 'Invitation declined.',
  withdrawn: 'Invitation withdrawn.',
  failed: (answer: InvitationAnswer) => `Failed to ${answer} the invitation`,
} as const;

const memberName = (member: PairDto['anchor']) => `${member.first_name} ${member.last_name}`;

interface PairInvitationCardsProps {
  received: readonly PairDto[];
  sent: readonly PairDto[];
  /** On a league's own page the league is known: the card does not link to it. */
  showLeagueLink?: boolean;
  /** Space below the cards, where the page around them does not set its own (a page heading follows them). */
  mb?: MantineSpacing;
}

/**
 * Pending doubles invitations (issue 37): the invited partner answers one here (Accept, Decline); the inviter
 * sees who has yet to answer and may withdraw. Shown on the dashboard and on the league's page.
 */
export function PairInvitationCards({ received, sent, showLeagueLink = true, mb }: PairInvitationCardsProps) {
  if (received.length === 0 && sent.length === 0) return null;
  return (
    <Stack gap="sm" mb={mb}>
      {received.map((pair) => (
        <InvitationCard key={pair.id} pair={pair} side="received" showLeagueLink={showLeagueLink} />
      ))}
      {sent.map((pair) => (
        <InvitationCard key={pair.id} pair={pair} side="sent" showLeagueLink={showLeagueLink} />
      ))}
    </Stack>
  );
}

function InvitationCard({
  pair,
  side,
  showLeagueLink,
}: {
  pair: PairDto;
  side: 'received' | 'sent';
  showLeagueLink: boolean;
}) {
  const answer = useAnswerInvitation();
  const [refusal, setRefusal] = useState<{ answer: InvitationAnswer; message: string } | null>(null);
  const [pending, setPending] = useState<InvitationAnswer | null>(null);
  const titleId = `pair-invitation-${pair.id}`;

  const respond = (choice: InvitationAnswer) => {
    setRefusal(null);
    setPending(choice);
    answer.mutate(
      { pairId: pair.id, answer: choice },
      {
        onSuccess: () => {
          if (choice === 'accept') notifySuccess(PAIR_INVITATION_MESSAGES.accepted(pair.league_name));
          else
            notifySuccess(
              choice === 'decline' ? PAIR_INVITATION_MESSAGES.declined : PAIR_INVITATION_MESSAGES.withdrawn,
            );
        },
        onError: (error) => {
          notifyError(PAIR_INVITATION_MESSAGES.failed(choice));
          setRefusal({ answer: choice, message: errorMessage(error) });
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const league = showLeagueLink ? (
    <Anchor component={Link} to={paths.leagueHome(pair.league_id)}>
      {pair.league_name}
    </Anchor>
  ) : (
    pair.league_name
  );

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        {side === 'received' ? (
          <Text id={titleId} fw={600}>
            {memberName(pair.anchor)} asked you to be their partner in {league}
          </Text>
        ) : (
          <Text id={titleId} fw={600}>
            Waiting for {memberName(pair.partner)} to accept your invitation to {league}
          </Text>
        )}
        {refusal ? (
          <ErrorAlert title={PAIR_INVITATION_MESSAGES.failed(refusal.answer)}>{refusal.message}</ErrorAlert>
        ) : null}
        <Group gap="sm">
          {side === 'received' ? (
            <>
              <Button
                size="md"
                onClick={() => respond('accept')}
                loading={pending === 'accept'}
                disabled={pending !== null}
              >
                Accept
              </Button>
              <Button
                size="md"
                variant="default"
                onClick={() => respond('decline')}
                loading={pending === 'decline'}
                disabled={pending !== null}
              >
                Decline
              </Button>
            </>
          ) : (
            <Button
              size="md"
              variant="default"
              onClick={() => respond('withdraw')}
              loading={pending === 'withdraw'}
              aria-label={`Withdraw the invitation to ${memberName(pair.partner)}`}
            >
              Withdraw
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
