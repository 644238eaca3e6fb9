import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackDto } from '@courtside/shared/schemas/feedback';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const admin = makeUser({ user_type: 'admin' });
const newest: FeedbackDto = {
  id: 12,
  email: 'robin@example.com',
  message: 'Line one\nLine two',
  page_url: '/leagues/3/standings?division=2',
  created_at: '2025-03-05T14:30:00.000Z',
};
const older: FeedbackDto = {
  id: 9,
  email: null,
  message: 'Where is my match?',
  page_url: '/dashboard',
  created_at: '2025-02-28T09:05:00.000Z',
};

async function openList(answer: Parameters<typeof installFakeApi>[0][string]) {
  const api = installFakeApi({ 'GET users/me': { body: admin }, 'GET feedback/all': answer });
  const view = renderApp('/admin/feedback');
  await screen.findByRole('heading', { level: 1, name: 'User Feedback' });
  return { ...view, api };
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
});

describe('the admin Feedback list', () => {
  it('shows ID, User Email, Message, Page and Submitted, newest first as the API sends them', async () => {
    await openList({ body: [newest, older] });
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'User Email', 'Message', 'Page', 'Submitted']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '12',
      'robin@example.com',
      'Line one\nLine two',
      '/leagues/3/standings?division=2',
      'Mar 5, 2025, 2:30 PM',
    ]);
    expect(within(first!).getByText('Mar 5, 2025, 2:30 PM')).toHaveAttribute('datetime', newest.created_at);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '–', 'Where is my match?', '/dashboard', 'Feb 28, 2025, 9:05 AM']);
  });

  it('keeps the line breaks of a message', async () => {
    await openList({ body: [newest] });
    const message = await screen.findByText(
      (_, element) => element?.tagName === 'SPAN' && element.textContent === newest.message,
    );
    expect(message.className).toMatch(/message/);
  });

  it('shows a card per message on a phone', async () => {
    window.innerWidth = 375;
    await openList({ body: [newest, older] });
    const cards = await screen.findByRole('list', { name: 'Feedback' });
    const card = within(within(cards).getByRole('heading', { name: 'robin@example.com' }).closest('li')!);
    expect(card.getByText('Message')).toBeInTheDocument();
    expect(card.getByText('/leagues/3/standings?division=2')).toBeInTheDocument();
    expect(card.getByText('Mar 5, 2025, 2:30 PM')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when there is no feedback yet', async () => {
    await openList({ body: [] });
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why the list did not load and loads it again with Try Again', async () => {
    let failing = true;
    const { user } = await openList(() =>
      failing ? { status: 400, body: { error: 'The list is resting.' } } : { body: [older] },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the feedback');
    expect(alert).toHaveTextContent('The list is resting.');

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText('Where is my match?')).toBeInTheDocument();
  });

  it('shows a loading state until the list arrives', async () => {
    await openList(() => new Promise(() => {}));
    expect(await screen.findByText('Loading feedback...')).toBeInTheDocument();
  });
});
