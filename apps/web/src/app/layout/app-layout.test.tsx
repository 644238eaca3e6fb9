import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_CHOICE_ATTRIBUTE } from '@courtside/shared/web/color-scheme';
import { colorSchemeCookie } from '@/test/color-scheme-cookie';
import { installFakeApi } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const anonymous = () => installFakeApi({ 'GET users/me': { status: 401, body: { error: 'unauthorized' } } });
const signedIn = (userType: 'player' | 'admin' = 'player') =>
  installFakeApi({
    'GET users/me': { body: makeUser({ user_type: userType }) },
    'GET leagues/myLeagues': { body: [] },
    'GET players/getMyPlayers': { body: [] },
    'GET users/all': { body: [] },
  });

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

const originalWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = originalWidth;
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  document.title = '';
});

describe('skip link', () => {
  it('is the first thing Tab reaches, and moves focus into the main content', async () => {
    signedIn();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Serena!$/, level: 1 });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveFocus();
    // The next Tab continues inside the page, past the header.
    await user.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('arriving on a page', () => {
  it('leaves focus alone on the first load, and names the tab after the page', async () => {
    signedIn();
    renderApp('/profile');
    const heading = await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await waitFor(() => expect(document.title).toBe('Profile · Courtside'));
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new h1 after a header link, announces the page and renames the tab', async () => {
    signedIn('admin');
    const { user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Admin' }));

    const heading = await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Admin Dashboard · Courtside');
    const announcer = screen.getByText('Admin Dashboard', { selector: '[aria-live="polite"]' });
    expect(announcer).toHaveAttribute('aria-atomic', 'true');
  });

  it('does the same from the phone menu, after the menu has closed', async () => {
    window.innerWidth = 375;
    signedIn();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Profile' }));

    const heading = await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    // Past the menu's own focus return (10 ms after it closes).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading).toHaveFocus();
  });

  it('names a page without a route title after its h1', async () => {
    anonymous();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Tennis leagues that fit your life', level: 1 });
    await waitFor(() => expect(document.title).toBe('Tennis leagues that fit your life · Courtside'));
  });
});

describe('colour scheme switch', () => {
  it('switches a signed-in desktop header to dark colours and back, and remembers the choice', async () => {
    signedIn();
    const { user } = renderApp('/dashboard');
    // The page drawn first: the header of a page whose first reads are still loading is not the one that stays.
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    await user.click(await screen.findByRole('button', { name: 'Use dark colours' }));

    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(colorSchemeCookie()).toBe('dark');
    // A setting, not a place: not among the navigation's links and buttons.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Use light colours' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use light colours' }));
    await waitFor(() => expect(scheme()).toBe('light'));
    // Light is what this system prefers (jsdom), so the choice goes back to following the system.
    expect(colorSchemeCookie()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Use dark colours' })).toBeInTheDocument();
  });

  it('is in the phone menu', async () => {
    window.innerWidth = 375;
    signedIn();
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome/ });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('button', { name: 'Use dark colours' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(within(menu).getByRole('button', { name: 'Use light colours' })).toBeInTheDocument();
  });

  it('is offered to visitors too', async () => {
    anonymous();
    const { user } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Sign In', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Use dark colours' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('starts from the choice the server wrote into the page', async () => {
    document.documentElement.setAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE, 'dark');
    anonymous();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Use light colours' })).toBeInTheDocument();
    await waitFor(() => expect(scheme()).toBe('dark'));
  });
});
