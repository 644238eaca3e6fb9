import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxMessageDto } from '@courtside/shared/schemas/outbox';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const admin = makeUser({ user_type: 'admin' });

const message = (id: number, overrides: Partial<OutboxMessageDto> = {}): OutboxMessageDto => ({
  id,
  channel: 'email',
  kind: 'proposal_received',
  recipient: `player${id}@example.com`,
  subject: `Robin Lee proposed a match (${id})`,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2025-03-05T14:30:00.000Z',
  run_at: '2025-03-05T14:30:00.000Z',
  sent_at: '2025-03-05T14:30:02.000Z',
  ...overrides,
});

const pageOf = (page: number, messages: OutboxMessageDto[], total: number) => ({
  body: { success: true, messages, page, page_size: 25, total },
});

describe('the admin Outbox page', () => {
  it('lists the messages with their status, and pages through them on the server', async () => {
    const failed = message(30, {
      status: 'failed',
      attempts: 10,
      sent_at: null,
      last_error: '550 No such user here',
      kind: 'score_entered',
    });
    const api = installFakeApi({
      'GET users/me': { body: admin },
      'GET outbox/list': (call) =>
        call.query.get('page') === '2'
          ? pageOf(2, [message(3, { status: 'unsent', sent_at: null, subject: null })], 26)
          : pageOf(1, [failed, message(29)], 26),
    });
    renderApp('/admin/outbox');
    await screen.findByRole('heading', { level: 1, name: 'Outbox' });
    const table = await screen.findByRole('table', { name: 'Messages' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('player30@example.com')).toBeInTheDocument();
    expect(within(first!).getByText('Failed')).toBeInTheDocument();
    expect(within(first!).getByText('Score to confirm')).toBeInTheDocument();
    expect(within(first!).getByText('550 No such user here')).toBeInTheDocument();
    expect(within(second!).getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2, 26 messages')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('player3@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('Not written yet')).toBeInTheDocument();
    expect(api.callsTo('GET', 'outbox/list').map((call) => call.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows a message as its reader gets it: the text, and the HTML in a frame that runs nothing', async () => {
    installFakeApi({
      'GET users/me': { body: admin },
      'GET outbox/list': pageOf(1, [message(7)], 1),
      'GET outbox/get': {
        body: {
          success: true,
          message: {
            ...message(7),
            text: 'Hi Sam,\n\nAnswer the proposal: https://club.example/leagues/3/proposals\n',
            html: '<html><body><p>Hi Sam</p><script>parent.alert(1)</script></body></html>',
          },
        },
      },
    });
    renderApp('/admin/outbox');
    await userEvent.click(await screen.findByRole('button', { name: 'View message 7 to player7@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Robin Lee proposed a match (7)' });
    await waitFor(() => expect(within(dialog).getByText(/Answer the proposal: https:\/\/club\.example/)).toBeVisible());
    const frame = within(dialog).getByTitle('The message as HTML');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hi Sam</p>');
  });

  it('says so when there is nothing yet, and offers Try Again when the list fails', async () => {
    installFakeApi({ 'GET users/me': { body: admin }, 'GET outbox/list': pageOf(1, [], 0) });
    const view = renderApp('/admin/outbox');
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    view.unmount();

    installFakeApi({
      'GET users/me': { body: admin },
      'GET outbox/list': { status: 500, body: { error: 'Something went wrong.' } },
    });
    renderApp('/admin/outbox');
    expect(await screen.findByText('Could not load the outbox', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('is for admins: a player sees the access-denied message and no list is read', async () => {
    const api = installFakeApi({ 'GET users/me': { body: makeUser({ user_type: 'player' }) } });
    renderApp('/admin/outbox');
    expect(await screen.findByText(/not an admin|Access denied/i)).toBeInTheDocument();
    expect(api.callsTo('GET', 'outbox/list')).toEqual([]);
  });
});
