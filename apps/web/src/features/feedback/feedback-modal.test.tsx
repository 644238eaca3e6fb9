import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MAX_LENGTH } from '@courtside/shared/schemas/feedback';
import { installFakeApi, type FakeResponse, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { FEEDBACK_AUTO_CLOSE_MS, FEEDBACK_MODAL_PROMPT } from './feedback-modal';

const PAGE = '/my-leagues?view=all';
const sent = (call: RecordedCall) => ({
  status: 201,
  body: {
    id: 1,
    email: 'serena@example.com',
    page_url: PAGE,
    created_at: '2025-03-05T14:30:00.000Z',
    ...(call.body as object),
  },
});

/** A page with the header, signed in, with the Send Feedback dialog opened from the header's button. */
async function openDialog(createFeedback: Parameters<typeof installFakeApi>[0][string] = sent) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'GET leagues/myLeagues': { body: [] },
    'POST feedback/create': createFeedback,
  });
  const view = renderApp(PAGE);
  await view.user.click(await screen.findByRole('button', { name: 'Feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send Feedback' });
  return { ...view, api, dialog: within(dialog) };
}

const sendButton = () => screen.getByRole('button', { name: /^(Send Feedback|Sending\.\.\.)$/ });
const backdrop = () => {
  const overlay = document.querySelector('.mantine-Modal-overlay');
  if (!overlay) throw new Error('The dialog has no backdrop');
  return overlay;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the Send Feedback dialog', () => {
  it('has the prompt, Cancel and Send Feedback, which waits for some text', async () => {
    const { user, dialog } = await openDialog();
    const box = getField(FEEDBACK_MODAL_PROMPT);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('maxlength', String(FEEDBACK_MAX_LENGTH));
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(sendButton()).toHaveTextContent('Send Feedback');
    expect(sendButton()).toBeDisabled();

    await user.type(box, '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(box, 'Nice');
    expect(sendButton()).toBeEnabled();
  });

  it('sends the text and the page it is about, reads Sending... meanwhile, thanks and closes after 1.5 s', async () => {
    let answer: (response: FakeResponse) => void = () => {};
    const { user, api, dialog } = await openDialog(
      (call) =>
        new Promise<FakeResponse>((resolve) => {
          answer = () => resolve(sent(call));
        }),
    );
    await user.type(getField(FEEDBACK_MODAL_PROMPT), '  The calendar is{Enter}hard to read on a phone. ');
    await user.click(sendButton());

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(api.callsTo('POST', 'feedback/create').map((call) => call.body)).toEqual([
      { message: 'The calendar is\nhard to read on a phone.', page_url: PAGE },
    ]);

    // Only the closing delay is on a fake clock; everything else runs in real time.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    act(() => answer({}));
    expect(await dialog.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(dialog.queryByLabelText(new RegExp(FEEDBACK_MODAL_PROMPT))).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(FEEDBACK_AUTO_CLOSE_MS - 200));
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Feedback' })).not.toBeInTheDocument());
    // Sent once, however the button was pressed.
    expect(api.callsTo('POST', 'feedback/create')).toHaveLength(1);
  });

  it("shows the server's error in the dialog and keeps the text for another try", async () => {
    const { user, dialog } = await openDialog({
      status: 429,
      body: { error: 'You are sending feedback too quickly. Please wait a minute and try again.' },
    });
    await user.type(getField(FEEDBACK_MODAL_PROMPT), 'Again');
    await user.click(sendButton());

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('You are sending feedback too quickly. Please wait a minute and try again.');
    expect(getField(FEEDBACK_MODAL_PROMPT)).toHaveValue('Again');
    expect(sendButton()).toHaveTextContent('Send Feedback');
    expect(sendButton()).toBeEnabled();
    expect(dialog.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();

    // Editing the text starts a new attempt, without the old failure.
    await user.type(getField(FEEDBACK_MODAL_PROMPT), '!');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses hidden characters in the words the server uses, without sending', async () => {
    const { user, api } = await openDialog();
    await user.type(getField(FEEDBACK_MODAL_PROMPT), 'Great\u202Epage');
    await user.click(sendButton());
    expect(getField(FEEDBACK_MODAL_PROMPT)).toHaveAccessibleDescription(
      'Feedback cannot contain invisible or direction-changing characters.',
    );
    expect(api.callsTo('POST', 'feedback/create')).toHaveLength(0);
  });

  it('counts the characters once the text nears the limit', async () => {
    const { user } = await openDialog();
    const box = getField(FEEDBACK_MODAL_PROMPT);
    await user.click(box);
    await user.paste('x'.repeat(1500));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    await user.paste('x'.repeat(350));
    expect(box).toHaveAccessibleDescription(`1850/${FEEDBACK_MAX_LENGTH} characters`);
  });

  it('closes on Cancel and on a click on the backdrop, and starts empty when opened again', async () => {
    const { user, dialog } = await openDialog();
    await user.type(getField(FEEDBACK_MODAL_PROMPT), 'Half a thought');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await screen.findByRole('dialog', { name: 'Send Feedback' });
    expect(getField(FEEDBACK_MODAL_PROMPT)).toHaveValue('');

    await user.click(backdrop());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('forgets the thank-you and its timer when closed early, so the next opening stays open', async () => {
    const { user } = await openDialog();
    await user.type(getField(FEEDBACK_MODAL_PROMPT), 'First message');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(sendButton());
    await screen.findByText('Thank you for your feedback!');

    await user.click(backdrop());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await screen.findByRole('dialog', { name: 'Send Feedback' });
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    expect(getField(FEEDBACK_MODAL_PROMPT)).toHaveValue('');

    act(() => vi.advanceTimersByTime(FEEDBACK_AUTO_CLOSE_MS * 2));
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
  });
});
