import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeagueInviteLinkDto } from '@courtside/shared/schemas/league-invites';
import type { LeagueDto } from '@courtside/shared/schemas/leagues';
import { LEAGUE_MANAGERS_ONLY_MESSAGE } from '@/components/access-denied';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { INVITE_LINK_CREATED_MESSAGE } from './create-invite-link-form';
import { INVITE_LINKS_EMPTY_MESSAGE, INVITE_LINK_REVOKED_MESSAGE, REVOKE_LINK_CONFIRMATION } from './invite-links-card';
import { admin, makeLeague } from './test-fixtures';

const organizer = makeUser({ id: 7 });
const outsider = makeUser({ id: 8, email: 'other@example.com', firstname: 'Otto' });
const friday = makeLeague({
  id: 40,
  name: 'Friday Friends',
  league_status: 'registration_open',
  public_visible: false,
  organizer_user_id: organizer.id,
  organizer_name: 'Serena Smith',
});

let nextLinkId = 1;
function makeLink(overrides: Partial<LeagueInviteLinkDto> = {}): LeagueInviteLinkDto {
  const id = nextLinkId++;
  const token = `token-${id}-abcdefghijklmn`;
  return {
    id,
    league_id: 40,
    token,
    path: `/leagues/join/${token}`,
    max_uses: null,
    use_count: 0,
    revoked_at: null,
    created_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

type Route = FakeResponse | ((call: RecordedCall) => FakeResponse);

function openManage({
  me = organizer,
  league = friday,
  links: initialLinks = [],
  routes = {},
  path = '/leagues/40/manage',
}: {
  me?: ReturnType<typeof makeUser>;
  league?: LeagueDto | FakeResponse;
  links?: LeagueInviteLinkDto[];
  routes?: Record<string, Route>;
  path?: string;
} = {}) {
  let links = initialLinks;
  const api = installFakeApi({
    'GET users/me': { body: me },
    'GET leagues/myLeagues': { body: [] },
    'GET leagues/all': { body: [] },
    'GET leagues/get': 'id' in league ? { body: league } : league,
    'GET divisions/byLeague': { body: [] },
    'GET registrations/getPlayersByLeague': { body: [] },
    'GET divisions/board': { body: { success: true, assignments: [], board_version: 1 } },
    'GET league-invites/list': () => ({ body: links }),
    'POST league-invites/create': (call) => {
      const link = makeLink({ max_uses: (call.body as { max_uses: number | null }).max_uses });
      links = [link, ...links];
      return { status: 201, body: link };
    },
    'POST league-invites/revoke': (call) => {
      const id = (call.body as { id: number }).id;
      links = links.map((link) => (link.id === id ? { ...link, revoked_at: '2026-03-05T10:00:00.000Z' } : link));
      return { body: links.find((link) => link.id === id) };
    },
    'GET regions/all': { body: [] },
    ...routes,
  });
  return { ...renderApp(path), api };
}

const inviteCard = () => screen.getByRole('region', { name: 'Invite links' });

describe('Manage League', () => {
  it("lets the organizer in: the league's name, Private, its invite links and the Manage panel", async () => {
    openManage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage League' })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Friday Friends' });
    expect(within(heading.parentElement!).getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('Organized by Serena Smith')).toBeInTheDocument();
    expect(await within(inviteCard()).findByText(INVITE_LINKS_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit League' })).toHaveAttribute('href', '/admin/leagues/editor/40');
    expect(screen.getByRole('link', { name: 'Season' })).toHaveAttribute('href', '/admin/leagues/40/season');
    // Not an admin: their way back is My Leagues, not the admins' list.
    expect(screen.getByRole('link', { name: 'Back to My Leagues' })).toHaveAttribute('href', '/my-leagues');
  });

  it('lets an admin in without waiting for the league, with the way back to League Management', async () => {
    openManage({ me: admin });
    await screen.findByRole('heading', { level: 2, name: 'Friday Friends' });
    expect(screen.getByRole('link', { name: 'Back to all leagues' })).toHaveAttribute(
      'href',
      '/admin/leagues-registrations',
    );
  });

  it('shows no invite links for a club league', async () => {
    openManage({ me: admin, league: { ...friday, public_visible: true, organizer_user_id: null } });
    await screen.findByRole('heading', { level: 2, name: 'Friday Friends' });
    expect(screen.queryByRole('region', { name: 'Invite links' })).not.toBeInTheDocument();
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });

  it('shows the access-denied message to a player who sees the league but does not run it', async () => {
    const { api } = openManage({ me: outsider });
    expect(await screen.findByText(LEAGUE_MANAGERS_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Manage League' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'league-invites/list')).toHaveLength(0);
  });

  it('shows the not-found state for a league hidden from the user', async () => {
    openManage({ me: outsider, league: { status: 404, body: { error: 'League not found.' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'League not available' })).toBeInTheDocument();
    expect(screen.getByText('League not found.')).toBeInTheDocument();
    expect(screen.queryByText(LEAGUE_MANAGERS_ONLY_MESSAGE)).not.toBeInTheDocument();
  });

  it("lets the organizer open the league's Edit page, whose way back is the Manage page", async () => {
    openManage({ path: '/admin/leagues/editor/40' });
    await waitFor(() => expect(getField('League Name')).toHaveValue('Friday Friends'));
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/leagues/40/manage');
  });

  it("keeps another league's Edit page from a player who does not run it", async () => {
    openManage({ me: outsider, path: '/admin/leagues/editor/40' });
    expect(await screen.findByText(LEAGUE_MANAGERS_ONLY_MESSAGE)).toBeInTheDocument();
  });
});

describe('Invite links card', () => {
  it('lists each link as a full address with its uses, and marks revoked ones', async () => {
    openManage({
      links: [
        makeLink({
          id: 101,
          token: 'limited-link-token-abc',
          path: '/leagues/join/limited-link-token-abc',
          max_uses: 10,
          use_count: 3,
        }),
        makeLink({ id: 102, use_count: 3 }),
        makeLink({ id: 103, use_count: 1, revoked_at: '2026-03-05T10:00:00.000Z' }),
      ],
    });
    const list = await within(await screen.findByRole('region', { name: 'Invite links' })).findByRole('list', {
      name: 'Invite links',
    });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${window.location.origin}/leagues/join/limited-link-token-abc`,
    );
    expect(within(rows[0]!).getByText('3 of 10 used')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 used')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Revoked')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('textbox', { name: 'Invite link (revoked)' })).toBeDisabled();
    expect(within(rows[2]!).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('creates a link with a use limit, and without one', async () => {
    const { user, api } = openManage();
    await within(await screen.findByRole('region', { name: 'Invite links' })).findByText(INVITE_LINKS_EMPTY_MESSAGE);
    await user.type(getField('Use limit (optional)'), '5');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    await findToast(INVITE_LINK_CREATED_MESSAGE);
    expect(await within(inviteCard()).findByText('0 of 5 used')).toBeInTheDocument();
    expect(getField('Use limit (optional)')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(await within(inviteCard()).findByText('0 used')).toBeInTheDocument();
    expect(api.callsTo('POST', 'league-invites/create').map((call) => call.body)).toEqual([
      { league_id: 40, max_uses: 5 },
      { league_id: 40, max_uses: null },
    ]);
  });

  it("shows the server's refusal under the field, and keeps the links as they were", async () => {
    const cap = 'This league has 20 live invite links, the most it may have. Revoke one first.';
    const { user } = openManage({
      links: [makeLink({ use_count: 1 })],
      routes: { 'POST league-invites/create': { status: 409, body: { error: cap } } },
    });
    await within(await screen.findByRole('region', { name: 'Invite links' })).findByText('1 used');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    await findToast(cap);
    expect(getField('Use limit (optional)')).toHaveAccessibleDescription(expect.stringContaining(cap));
    expect(within(inviteCard()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('copies a link with the clipboard helper', async () => {
    const { user } = openManage({
      links: [makeLink({ id: 201, token: 'copy-me-token-123456', path: '/leagues/join/copy-me-token-123456' })],
    });
    await within(await screen.findByRole('region', { name: 'Invite links' })).findByRole('list', {
      name: 'Invite links',
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(inviteCard()).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/leagues/join/copy-me-token-123456`);
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
  });

  it('revokes a link after confirming, and changes nothing on Cancel', async () => {
    const { user, api } = openManage({ links: [makeLink({ id: 301, use_count: 2 })] });
    await within(await screen.findByRole('region', { name: 'Invite links' })).findByText('2 used');

    await user.click(within(inviteCard()).getByRole('button', { name: 'Revoke' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke invite link' });
    expect(within(dialog).getByText(REVOKE_LINK_CONFIRMATION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', 'league-invites/revoke')).toHaveLength(0);

    await user.click(within(inviteCard()).getByRole('button', { name: 'Revoke' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke invite link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await findToast(INVITE_LINK_REVOKED_MESSAGE);
    expect(api.callsTo('POST', 'league-invites/revoke')[0]?.body).toEqual({ id: 301 });
    expect(await within(inviteCard()).findByText('Revoked')).toBeInTheDocument();
  });
});
