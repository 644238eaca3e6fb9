import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { findToast } from '@/test/form-errors';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import type * as LazyDialogModule from '@/components/lazy-dialog';

/**
 * The network between the header and its dialogs' code. jsdom cannot drop a connection, and Vitest cannot make a
 * module's import fail once and succeed the next time, so each download is let through here: held until the test
 * answers it, then either failed as a dropped connection fails an `import()`, or passed on to the real import.
 */
const network = vi.hoisted(() => {
  const pending: { fail: () => void; deliver: () => void }[] = [];
  return {
    pending,
    downloads: 0,
    /** The download under way, once the dialog has asked for its code. */
    async next() {
      await vi.waitFor(() => {
        if (pending.length === 0) throw new Error('No download is waiting');
      });
      return pending.shift()!;
    },
  };
});

vi.mock('@/components/lazy-dialog', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyDialogModule>();
  const lazyDialog: typeof actual.lazyDialog = (load, isOpen) =>
    actual.lazyDialog(async () => {
      network.downloads += 1;
      await new Promise<void>((deliver, fail) =>
        network.pending.push({
          deliver,
          fail: () => fail(new TypeError('Failed to fetch dynamically imported module')),
        }),
      );
      return load();
    }, isOpen);
  return { ...actual, lazyDialog };
});

const signedIn = () =>
  installFakeApi({
    'GET users/me': { body: makeUser({ user_type: 'player' }) },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [] },
  });

/** The tap visibly did something while the code is on its way (the page has other, empty, status regions). */
async function expectOpening() {
  expect((await screen.findByText('Opening...')).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
}

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
  network.pending.length = 0;
  network.downloads = 0;
});

// Each dialog's code, once fetched, stays for the rest of the file, as it would in the page: one test each.
describe("the header's dialogs, loaded on first use", () => {
  it('Feedback: says the server cannot be reached when its code fails to load, and tries again next time', async () => {
    signedIn();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Serena!$/, level: 1 });
    // Nothing of the dialog is fetched until it is wanted.
    expect(network.downloads).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await expectOpening();
    (await network.next()).fail();

    await findToast(NETWORK_ERROR_MESSAGE);
    await waitFor(() => expect(screen.queryByText('Opening...')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Send Feedback' })).not.toBeInTheDocument();

    // The header was told the dialog closed, so the same button opens it again: this time the code arrives.
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    (await network.next()).deliver();
    const dialog = await screen.findByRole('dialog', { name: 'Send Feedback' });
    expect(within(dialog).getByLabelText('Tell us what you think about this page or feature')).toBeInTheDocument();
    expect(network.downloads).toBe(2);

    // Loaded now: closing and opening again needs no download.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Feedback' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(await screen.findByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    expect(network.downloads).toBe(2);
  });

  it('phone menu: says the server cannot be reached when its code fails to load, and tries again next time', async () => {
    window.innerWidth = 375;
    signedIn();
    const { user } = renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(network.downloads).toBe(0);

    await user.click(burger);
    await expectOpening();
    (await network.next()).fail();

    await findToast(NETWORK_ERROR_MESSAGE);
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByText('Opening...')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(burger);
    (await network.next()).deliver();
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(network.downloads).toBe(2);
  });
});
