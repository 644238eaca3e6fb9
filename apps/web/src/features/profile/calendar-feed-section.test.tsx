import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedCreatedDto, CalendarFeedStatusDto } from '@courtside/shared/schemas/calendar-feed';
import { installFakeApi } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';

const secret = 'a'.repeat(43);
const created: CalendarFeedCreatedDto = {
  active: true,
  created_at: '2026-03-02T10:00:00.000Z',
  url: `https://courtside.example/api/1.0/calendar/${secret}.ics`,
  webcal_url: `webcal://courtside.example/api/1.0/calendar/${secret}.ics`,
};
const none: CalendarFeedStatusDto = { active: false, created_at: null };
const active: CalendarFeedStatusDto = { active: true, created_at: '2024-03-15T10:00:00.000Z' };

async function openSection(routes: Parameters<typeof installFakeApi>[0]) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET players/getMyPlayers': { body: [makePlayer()] },
    ...routes,
  });
  const view = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'Calendar Feed' });
  return { ...view, api, section: within(section) };
}

describe('Calendar Feed (profile)', () => {
  it('makes an address and shows it once, with Copy and Apple Calendar', async () => {
    const { user, api, section } = await openSection({
      'GET calendar/feed': { body: none },
      'POST calendar/feed': { body: created },
    });
    expect(section.getByText(/Google Calendar and Apple Calendar can subscribe to a private address/)).toBeVisible();
    await user.click(await section.findByRole('button', { name: 'Create Calendar Address' }));

    await findToast('Your calendar address is ready.');
    expect(api.callsTo('POST', 'calendar/feed')).toHaveLength(1);
    const address = section.getByRole('textbox', { name: 'Your calendar address' });
    expect(address).toHaveValue(created.url);
    expect(address).toHaveAttribute('readonly');
    expect(section.getByRole('link', { name: 'Open in Apple Calendar' })).toHaveAttribute('href', created.webcal_url);
    expect(section.getByText(/This address is shown only once/)).toHaveTextContent(
      'Reset Address makes a new one and stops the old one.',
    );

    await user.click(section.getByRole('button', { name: 'Copy' }));
    await findToast('Copied to clipboard!');
    expect(await navigator.clipboard.readText()).toBe(created.url);
  });

  it('says since when an address is active, without showing it, and resets it after asking', async () => {
    const { user, api, section } = await openSection({
      'GET calendar/feed': { body: active },
      'POST calendar/feed': { body: created },
    });
    expect(await section.findByText('Your calendar address is active since Mar 15, 2024.')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Reset Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset calendar address' });
    expect(api.callsTo('POST', 'calendar/feed')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset Address' }));

    await findToast('Your new calendar address is ready. The old one no longer works.');
    expect(api.callsTo('POST', 'calendar/feed')).toHaveLength(1);
    expect(section.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(created.url);
  });

  it('turns the address off after asking, and offers to make a new one', async () => {
    const { user, api, section } = await openSection({
      'GET calendar/feed': { body: active },
      'DELETE calendar/feed': { status: 204 },
    });
    await user.click(await section.findByRole('button', { name: 'Turn Off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off calendar address' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', 'calendar/feed')).toHaveLength(0);

    await user.click(section.getByRole('button', { name: 'Turn Off' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Turn off calendar address' })).getByRole('button', {
        name: 'Turn Off',
      }),
    );
    await findToast('Your calendar address is turned off.');
    expect(api.callsTo('DELETE', 'calendar/feed')).toHaveLength(1);
    expect(section.getByRole('button', { name: 'Create Calendar Address' })).toBeInTheDocument();
  });

  it("reports the server's reason when an address cannot be made", async () => {
    const { user, section } = await openSection({
      'GET calendar/feed': { body: none },
      'POST calendar/feed': { status: 429, body: { error: 'Too many new addresses today.' } },
    });
    await user.click(await section.findByRole('button', { name: 'Create Calendar Address' }));
    await findToast('Failed to create a calendar address: Too many new addresses today.');
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the state of the address cannot be loaded, and loads it again on request', async () => {
    let failing = true;
    const { user, section } = await openSection({
      'GET calendar/feed': () => (failing ? { status: 500 } : { body: none }),
    });
    expect(await section.findByText('Your calendar address could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByRole('button', { name: 'Create Calendar Address' })).toBeInTheDocument();
  });
});
