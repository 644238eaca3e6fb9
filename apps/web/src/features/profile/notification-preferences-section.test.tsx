import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_DEFAULTS,
  MESSAGE_KINDS,
  messageKindLabel,
  type MessagePreferencesResponse,
} from '@courtside/shared/schemas/message-preferences';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { makePlayer, makeUser } from '@/test/fixtures';
import { findToast } from '@/test/form-errors';
import { renderApp } from '@/test/render';

const defaults = (): MessagePreferencesResponse => ({
  success: true,
  preferences: MESSAGE_KINDS.map((kind) => ({ kind, label: messageKindLabel(kind), ...MESSAGE_DEFAULTS[kind] })),
});

/** The server's side: keeps each saved choice and answers with the whole list, as the API does. */
function fakeServer(initial = defaults()) {
  let state = initial;
  return {
    get: () => ({ body: state }),
    put: (call: RecordedCall) => {
      const { preferences } = call.body as {
        preferences: { kind: string; channel: 'email' | 'push'; enabled: boolean }[];
      };
      state = {
        ...state,
        preferences: state.preferences.map((row) => {
          const choice = preferences.find((candidate) => candidate.kind === row.kind);
          return choice ? { ...row, [choice.channel]: choice.enabled } : row;
        }),
      };
      return { body: state };
    },
  };
}

async function openSection(routes: Parameters<typeof installFakeApi>[0]) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET players/getMyPlayers': { body: [makePlayer()] },
    'GET push/subscriptions': { body: [] },
    ...routes,
  });
  const view = renderApp('/profile');
  const section = await screen.findByRole('region', { name: 'What we send you' });
  return { ...view, api, section: within(section) };
}

describe('What we send you (profile)', () => {
  it('shows every kind with an email and a push switch named in words, set as the server says', async () => {
    const server = fakeServer();
    const { section } = await openSection({ 'GET notifications/preferences': server.get });
    const proposal = await section.findByRole('switch', { name: 'Email me when a proposal is received' });
    expect(proposal).toBeChecked();
    expect(section.getByRole('switch', { name: 'Notify my devices when a proposal is received' })).toBeChecked();
    expect(section.getByRole('switch', { name: 'Notify my devices when my proposal is declined' })).not.toBeChecked();
    expect(section.getAllByRole('switch')).toHaveLength(MESSAGE_KINDS.length * 2);
    expect(section.getByRole('rowheader', { name: 'A disputed score is ruled on' })).toBeInTheDocument();
    expect(section.getByText('Push goes to the devices you turned notifications on for above.')).toBeInTheDocument();
  });

  it('saves a tap at once, says so, and keeps the choice', async () => {
    const server = fakeServer();
    const { user, api, section } = await openSection({
      'GET notifications/preferences': server.get,
      'PUT notifications/preferences': server.put,
    });
    const scores = await section.findByRole('switch', { name: 'Email me when a score waits for my confirmation' });
    await user.click(scores);
    await findToast('Notification preferences saved.');
    expect(api.callsTo('PUT', 'notifications/preferences')[0]!.body).toEqual({
      preferences: [{ kind: 'score_entered', channel: 'email', enabled: false }],
    });
    expect(scores).not.toBeChecked();

    await user.click(section.getByRole('switch', { name: 'Notify my devices when a disputed score is ruled on' }));
    await waitFor(() =>
      expect(
        section.getByRole('switch', { name: 'Notify my devices when a disputed score is ruled on' }),
      ).toBeChecked(),
    );
    expect(api.callsTo('PUT', 'notifications/preferences')).toHaveLength(2);
  });

  it('puts the switch back and says why when the save is refused', async () => {
    const server = fakeServer();
    const { user, section } = await openSection({
      'GET notifications/preferences': server.get,
      'PUT notifications/preferences': {
        status: 400,
        body: { error: 'preferences.0.kind: must be a kind of message that can be chosen' },
      },
    });
    const moved = await section.findByRole('switch', { name: 'Email me when a match is moved to a new time' });
    await user.click(moved);
    await findToast('Your choice could not be saved: preferences.0.kind: must be a kind of message that can be chosen');
    await waitFor(() => expect(moved).toBeChecked());
  });

  it('says when the choices cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const server = fakeServer();
    const { user, section } = await openSection({
      'GET notifications/preferences': () => (fail ? { status: 500, body: { error: 'boom' } } : server.get()),
    });
    expect(await section.findByText('Your notification preferences could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(section.getByRole('button', { name: 'Try Again' }));
    expect(await section.findByRole('switch', { name: 'Email me when a match is scheduled' })).toBeChecked();
  });
});
