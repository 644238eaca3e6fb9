import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsResponse, type NotificationDto } from '@courtside/shared/schemas/notifications';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

let nextId = 1;
function notification(overrides: Partial<NotificationDto>): NotificationDto {
  return {
    id: nextId++,
    kind: 'proposal_received',
    league_id: 3,
    league_name: 'Spring Singles',
    match_id: 40,
    division_name: null,
    actor_name: 'Bob Jones',
    proposed_time: '2026-12-01T18:00:00.000Z',
    match_datetime: null,
    opponent_name: null,
    created_at: '2026-11-28T10:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

function openNotifications(list: NotificationDto[], unread = list.filter((n) => n.read_at === null).length) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET notifications/unreadCount': { body: { success: true, unread_count: unread } },
    'GET notifications/list': {
      body: notificationsResponse.parse({ success: true, unread_count: unread, notifications: list }),
    },
    'PUT notifications/markRead': { body: { success: true } },
    'PUT notifications/markAllRead': { body: { success: true } },
  });
  const view = renderApp('/notifications');
  return { ...view, api };
}

describe('Notifications', () => {
  it('says what happened, from my side, and leads to where to act', async () => {
    const received = notification({});
    const entered = notification({ kind: 'score_entered', match_id: 41, proposed_time: null });
    const started = notification({ kind: 'league_started', match_id: null, read_at: '2026-11-28T11:00:00.000Z' });
    openNotifications([received, entered, started]);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^NewBob Jones proposed a match for /);
    expect(within(items[0]!).getByRole('link', { name: /^Open: Bob Jones proposed a match/ })).toHaveAttribute(
      'href',
      '/leagues/3/proposals',
    );
    expect(within(items[1]!).getByRole('link', { name: /confirm or dispute it/ })).toHaveAttribute(
      'href',
      '/leagues/3/match/41/score',
    );
    expect(items[2]).toHaveTextContent('Spring Singles has started: your matches are ready');
    expect(within(items[2]!).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText('2 unread.')).toBeInTheDocument();
  });

  it('reminds of a match a day ahead, and of the opponents still to schedule on Monday', async () => {
    const reminder = notification({
      kind: 'match_reminder',
      match_id: 42,
      actor_name: null,
      proposed_time: null,
      match_datetime: '2026-12-01T18:30:00.000Z',
      opponent_name: 'Ana Lopez',
    });
    const nudge = notification({ kind: 'weekly_nudge', match_id: null, actor_name: null, proposed_time: null });
    openNotifications([reminder, nudge]);
    const list = within(await screen.findByRole('list', { name: 'Notifications' }));
    const [first, second] = list.getAllByRole('listitem');
    // Tests run with TZ=UTC: the match's time on the reader's clock.
    expect(first).toHaveTextContent('Reminder: you play Ana Lopez on Tuesday, Dec 1, 2026 at 6:30 PM');
    expect(within(first!).getByRole('link', { name: /^Open: Reminder: you play Ana Lopez/ })).toHaveAttribute(
      'href',
      '/leagues/3/match/42/schedule',
    );
    expect(second).toHaveTextContent('Matches in Spring Singles still need a time: see when your opponents are free');
    expect(within(second!).getByRole('link', { name: /^Open: Matches in Spring Singles/ })).toHaveAttribute(
      'href',
      '/leagues/3/find-matches',
    );
  });

  it('marks one read when it is opened, and all with Mark all read', async () => {
    const received = notification({});
    const { user, api } = openNotifications([received, notification({ kind: 'score_confirmed' })]);
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(api.callsTo('PUT', 'notifications/markAllRead')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: /^Open: Bob Jones proposed a match/ }));
    expect(api.callsTo('PUT', 'notifications/markRead')[0]?.body).toEqual({ id: received.id });
  });

  it('says so when there are none', async () => {
    openNotifications([]);
    expect(
      await screen.findByText('No notifications yet. Proposals, schedules and scores of your matches appear here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('shows the unread count on the header bell, which leads here', async () => {
    openNotifications([notification({})], 3);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });
});
