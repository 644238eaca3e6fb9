import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_EXPIRED_MESSAGE,
  UNSUBSCRIBE_INVALID_MESSAGE,
} from '@courtside/shared/schemas/unsubscribe-messages';
import { installFakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render';

const TOKEN = 'eyJwdXJwb3NlIjoidW5zdWJzY3JpYmUifQ.c2lnbmF0dXJl';
const link = (email_enabled: boolean) => ({
  body: { success: true, kind: 'score_entered', when: 'a score waits for my confirmation', email_enabled },
});

function open(routes: Parameters<typeof installFakeApi>[0], path = `/unsubscribe?token=${TOKEN}`) {
  const api = installFakeApi({ 'GET users/me': { status: 401, body: { error: 'Not signed in' } }, ...routes });
  return { ...renderApp(path), api };
}

describe('unsubscribe page', () => {
  it('says what will stop and changes nothing until the button, then confirms with a link to the profile', async () => {
    const { user, api } = open({
      'GET notifications/unsubscribeLink': link(true),
      'POST notifications/unsubscribe': {
        body: { success: true, kind: 'score_entered', when: 'a score waits for my confirmation' },
      },
    });
    expect(
      await screen.findByText(
        'Stop the emails Courtside sends you when a score waits for my confirmation? The same news stays in your notifications in the app.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', 'notifications/unsubscribeLink')[0]!.query.get('token')).toBe(TOKEN);
    expect(api.callsTo('POST', 'notifications/unsubscribe')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(
      await screen.findByText('Done. You will no longer get emails when a score waits for my confirmation.'),
    ).toHaveAttribute('role', 'status');
    const [post] = api.callsTo('POST', 'notifications/unsubscribe');
    expect(post!.query.get('token')).toBe(TOKEN);
    expect(post!.body).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(screen.getByRole('link', { name: 'Choose your other emails in your profile' })).toHaveAttribute(
      'href',
      '/profile#notification-preferences-title',
    );
  });

  it('says so when those emails are already off', async () => {
    open({ 'GET notifications/unsubscribeLink': link(false) });
    expect(
      await screen.findByText('You already get no emails when a score waits for my confirmation.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  it("shows the server's message for a link it refuses", async () => {
    open({ 'GET notifications/unsubscribeLink': { status: 400, body: { error: UNSUBSCRIBE_EXPIRED_MESSAGE } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_EXPIRED_MESSAGE);
    // A refused link stays refused: no Try Again, no button that would post it.
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  it('needs a token', async () => {
    const { api } = open({}, '/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_INVALID_MESSAGE);
    expect(api.callsTo('GET', 'notifications/unsubscribeLink')).toHaveLength(0);
  });

  it('keeps the button and says why when stopping fails', async () => {
    const { user } = open({
      'GET notifications/unsubscribeLink': link(true),
      'POST notifications/unsubscribe': { status: 400, body: { error: UNSUBSCRIBE_EXPIRED_MESSAGE } },
    });
    await user.click(await screen.findByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your emails could not be stopped: ${UNSUBSCRIBE_EXPIRED_MESSAGE}`,
    );
    expect(screen.getByRole('button', { name: 'Stop these emails' })).toBeEnabled();
  });
});
