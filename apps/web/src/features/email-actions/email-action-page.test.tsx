import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailActionDto } from '@courtside/shared/schemas/email-actions';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { CHECKING_LINK, MISSING_TOKEN } from './email-action-page';

const ACCEPT: EmailActionDto = {
  action: 'accept',
  summary: "Accept Ana Ace's proposal: Tuesday, Dec 3, 2026 at 6:00 PM UTC, Riverside Courts.",
  app_path: '/leagues/3/proposals',
};

/** A visitor who is not signed in opens a one-tap link from an email. */
function openLink(
  token: string,
  answers: { preview: FakeResponse | (() => Promise<FakeResponse>); perform?: FakeResponse },
) {
  const api = installFakeApi({
    'GET users/me': { status: 401, body: { error: 'You are not authorized to perform this action.' } },
    'GET email-actions/preview': answers.preview,
    'POST email-actions/perform': answers.perform ?? { status: 500, body: {} },
  });
  const view = renderApp(`/email-action?token=${encodeURIComponent(token)}`);
  return { ...view, api };
}

describe('Answer from your email', () => {
  it('shows what the link will do and acts only on the tap, then leads into the app', async () => {
    const { user, api } = openLink('abc.def', {
      preview: { body: { success: true, preview: ACCEPT } },
      perform: { body: { success: true, done: ACCEPT } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Answer from your email' })).toBeInTheDocument();
    expect(await screen.findByText(ACCEPT.summary)).toBeInTheDocument();
    expect(api.callsTo('GET', 'email-actions/preview')[0]?.query.get('token')).toBe('abc.def');
    // Opening the page asked what the link would do, and did nothing.
    expect(api.callsTo('POST', 'email-actions/perform')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByText('Proposal accepted. Your match is scheduled.')).toBeInTheDocument();
    expect(api.callsTo('POST', 'email-actions/perform')).toHaveLength(1);
    expect(api.callsTo('POST', 'email-actions/perform')[0]?.body).toEqual({ token: 'abc.def' });
    expect(screen.getByRole('link', { name: 'Open in Courtside' })).toHaveAttribute('href', '/leagues/3/proposals');
    expect(screen.queryByRole('button', { name: 'Accept proposal' })).not.toBeInTheDocument();
  });

  it('names the button Decline proposal for a Decline link', async () => {
    openLink('d', { preview: { body: { success: true, preview: { ...ACCEPT, action: 'decline' } } } });
    expect(await screen.findByRole('button', { name: 'Decline proposal' })).toBeInTheDocument();
  });

  it('confirms a score', async () => {
    const confirm: EmailActionDto = {
      action: 'confirm',
      summary: "Confirm the score Ana Ace entered for your match: 6-3, 6-4, Ana Ace's games first.",
      app_path: '/leagues/3/match/9/score',
    };
    const { user } = openLink('c', {
      preview: { body: { success: true, preview: confirm } },
      perform: { body: { success: true, done: confirm } },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm score' }));
    expect(await screen.findByText('Score confirmed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Courtside' })).toHaveAttribute('href', '/leagues/3/match/9/score');
  });

  it('says it is checking the link while the preview loads', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    openLink('slow', { preview: () => new Promise<FakeResponse>((resolve) => (answer = resolve)) });
    expect(await screen.findByText(CHECKING_LINK)).toBeInTheDocument();
    answer({ body: { success: true, preview: ACCEPT } });
    expect(await screen.findByRole('button', { name: 'Accept proposal' })).toBeInTheDocument();
  });

  it('says why a link cannot act, with no button, and offers the app instead', async () => {
    openLink('used', { preview: { status: 409, body: { error: 'This link has already been used.' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(screen.queryByRole('button', { name: /proposal|score/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Courtside' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the refusal when the tap comes too late', async () => {
    const { user } = openLink('late', {
      preview: { body: { success: true, preview: ACCEPT } },
      perform: { status: 409, body: { error: 'This proposal has already been canceled.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept proposal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This proposal has already been canceled.');
    expect(screen.getByRole('link', { name: 'Open in Courtside' })).toHaveAttribute('href', '/leagues/3/proposals');
    expect(screen.queryByRole('button', { name: 'Accept proposal' })).not.toBeInTheDocument();
  });

  it('asks for nothing when the link has no token', async () => {
    const { api } = openLink('', { preview: { body: { success: true, preview: ACCEPT } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(MISSING_TOKEN);
    expect(api.callsTo('GET', 'email-actions/preview')).toHaveLength(0);
  });
});
