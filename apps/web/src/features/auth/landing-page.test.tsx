import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';

const anonymous = { 'GET users/me': { status: 401, body: { error: 'unauthorized' } } };

describe('landing page', () => {
  it('keeps Sign In, Join Now and the three feature cards of the spec', async () => {
    installFakeApi(anonymous);
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/sign-up');
    // The cards come in a task after the first screen (the page draws in steps).
    for (const title of ['Flex Leagues', 'Statistics', 'Community']) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('tells how a season works, in four steps in order', async () => {
    installFakeApi(anonymous);
    renderApp('/');
    const story = await screen.findByRole('region', { name: 'How a season works' });
    const steps = within(within(story).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '1. Join a league',
      "2. Say when you're free",
      '3. Play your division',
      '4. See the standings',
    ]);
    expect(steps[0]).toHaveTextContent('invite code from your club');
    expect(steps[0]).toHaveTextContent('open for registration');
    expect(steps[2]).toHaveTextContent('Propose a time');
    expect(steps[2]).toHaveTextContent('enter the score');
    // Plain text and icons: no pictures to download.
    expect(story.querySelector('img')).toBeNull();
  });
});
