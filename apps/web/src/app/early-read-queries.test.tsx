import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@courtside/shared/web/page-routes';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { EARLY_READS } from './early-read-queries';

describe('early reads as route loaders', () => {
  it("make every early read of the route table, and only those: each is the page's own query", () => {
    const named = new Set(PAGE_ROUTES.flatMap((page) => page.earlyReads ?? []));
    expect(new Set(Object.keys(EARLY_READS))).toEqual(named);
  });

  it('keep the page left on screen, under a pending bar, until the next page has its first reads', async () => {
    let sendMatches: () => void = () => {};
    const matchesSent = new Promise<void>((resolve) => (sendMatches = resolve));
    installFakeApi({
      'GET users/me': { body: makeUser({ firstname: 'Coco' }) },
      'GET leagues/myLeagues': { body: [] },
      'GET players/getMyPlayers': { body: [] },
      'GET matches/mine': async () => {
        await matchesSent;
        return { body: [] };
      },
    });
    const { user } = renderApp('/coming-soon');
    await screen.findByRole('heading', { level: 1, name: 'Coming Soon' });
    expect(screen.queryByRole('progressbar', { name: 'Loading the next page' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the next page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');

    sendMatches();
    expect(await screen.findByRole('heading', { level: 1, name: /, Coco!$/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'false');
  });

  it('leave an address that cannot name a league to its page, asking the server nothing', async () => {
    const api = installFakeApi({ 'GET users/me': { body: makeUser() } });
    renderApp('/leagues/abc/schedule');
    expect(await screen.findByText('League not found.')).toBeInTheDocument();
    // The header bell's count is the shell's, asked for on every signed-in page; the page itself asks nothing.
    const shellReads = new Set(['users/me', 'notifications/unreadCount']);
    expect(api.calls.filter((call) => !shellReads.has(call.path))).toEqual([]);
  });
});
