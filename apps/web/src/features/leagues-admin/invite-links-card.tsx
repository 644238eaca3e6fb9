import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { isLeagueReadOnly } from '@courtside/shared/league/league-changes';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import type { LeagueInviteLinkDto } from '@courtside/shared/schemas/league-invites';
import { confirmRowAction } from '@/components/data-list';
import { LoadFailure } from '@/components/load-failure';
import { PageLoader } from '@/components/page-loader';
import { copyToClipboard } from '@/lib/clipboard';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useInviteLinks, useRevokeInviteLink } from './api';
import { CreateInviteLinkForm } from './create-invite-link-form';
import { inviteLinkUrl, inviteLinkUses } from './invite-link-uses';
import { refusalMessage } from './refusal-message';

export const INVITE_LINKS_EMPTY_MESSAGE =
  'No invite links yet. Create one and send it to the friends you want to play.';
export const INVITE_LINKS_LOAD_FAILED_MESSAGE = 'Failed to load the invite links';
export const INVITE_LINK_REVOKED_MESSAGE = 'Invite link revoked. Nobody can join through it any more.';
export const INVITE_LINK_REVOKE_FAILED_MESSAGE = 'Failed to revoke the invite link';
export const REVOKE_LINK_CONFIRMATION =
  'Revoke this invite link? Nobody can join through it any more, and it cannot be turned back on. People who already joined stay in the league.';

/** A private league's invite links: make one, copy it to send, revoke it (issue 38). */
export function InviteLinksCard({ league }: { league: LeagueDto }) {
  const links = useInviteLinks(league.id);
  const readOnly = isLeagueReadOnly(league.league_status);

  let content;
  if (links.data === undefined && links.error) {
    content = (
      <LoadFailure title={INVITE_LINKS_LOAD_FAILED_MESSAGE} query={links}>
        {links.error.message}
      </LoadFailure>
    );
  } else if (!links.data) {
    content = <PageLoader label="Loading invite links..." />;
  } else if (links.data.length === 0) {
    content = <Text c="dimmed">{INVITE_LINKS_EMPTY_MESSAGE}</Text>;
  } else {
    content = (
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Invite links">
        {links.data.map((link) => (
          <InviteLinkRow key={link.id} link={link} />
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="invite-links-title">
      <Title order={3} id="invite-links-title" mb="xs">
        Invite links
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Only people with a link can see this league and join it. Someone without an account signs up through it.
      </Text>
      <Stack gap="md">
        {readOnly ? (
          <Alert color="gray" variant="light">
            This league is over: it takes no new players.
          </Alert>
        ) : (
          <CreateInviteLinkForm leagueId={league.id} />
        )}
        {content}
      </Stack>
    </Card>
  );
}

function InviteLinkRow({ link }: { link: LeagueInviteLinkDto }) {
  const revoke = useRevokeInviteLink();
  const url = inviteLinkUrl(link);
  const revoked = link.revoked_at !== null;
  const uses = inviteLinkUses(link);

  const handleRevoke = () =>
    confirmRowAction({
      title: 'Revoke invite link',
      message: REVOKE_LINK_CONFIRMATION,
      confirmLabel: 'Revoke',
      destructive: true,
      onConfirm: () =>
        revoke.mutate(
          { id: link.id, league_id: link.league_id },
          {
            onSuccess: () => notifySuccess(INVITE_LINK_REVOKED_MESSAGE),
            onError: (error) => notifyError(refusalMessage(error, INVITE_LINK_REVOKE_FAILED_MESSAGE)),
          },
        ),
    });

  return (
    <li>
      <Card withBorder padding="sm" bg={revoked ? 'var(--mantine-color-default-hover)' : undefined}>
        <Stack gap="xs">
          <TextInput
            label={revoked ? 'Invite link (revoked)' : 'Invite link'}
            value={url}
            readOnly
            disabled={revoked}
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Group justify="space-between" gap="sm">
            <Group gap="xs">
              {revoked ? (
                <Badge color="gray" variant="filled">
                  Revoked
                </Badge>
              ) : null}
              <Text size="sm" c={revoked ? 'dimmed' : undefined}>
                {uses}
              </Text>
            </Group>
            {revoked ? null : (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void copyToClipboard(url)}>
                  Copy link
                </Button>
                <Button size="xs" variant="light" color="red" loading={revoke.isPending} onClick={handleRevoke}>
                  Revoke
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      </Card>
    </li>
  );
}
