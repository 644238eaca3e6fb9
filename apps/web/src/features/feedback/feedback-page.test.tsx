import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_REQUIRED } from '@courtside/shared/schemas/feedback';
import { installFakeApi, type RecordedCall } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { expectFieldError } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderApp } from '@/test/render';
import { FEEDBACK_PAGE_LABEL } from './feedback-page';

async function openFeedbackPage(createFeedback: Parameters<typeof installFakeApi>[0][string]) {
  const api = installFakeApi({
    'GET users/me': { body: makeUser() },
    'POST feedback/create': createFeedback,
  });
  const view = renderApp('/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Feedback' });
  return { ...view, api };
}

const accepted = (call: RecordedCall) => ({
  status: 201,
  body: { id: 4, email: 'serena@example.com', created_at: '2025-03-05T14:30:00.000Z', ...(call.body as object) },
});

describe('the Feedback page', () => {
  it('sends what was typed about this page, thanks and empties the box', async () => {
    const { user, api } = await openFeedbackPage(accepted);
    const box = getField(FEEDBACK_PAGE_LABEL);
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toBeRequired();
    await user.type(box, 'More courts with lights, please.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(getField(FEEDBACK_PAGE_LABEL)).toHaveValue('');
    expect(api.callsTo('POST', 'feedback/create').map((call) => call.body)).toEqual([
      { message: 'More courts with lights, please.', page_url: '/feedback' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The thanks belong to the message sent; a new one starts without them.
    await user.type(getField(FEEDBACK_PAGE_LABEL), 'And');
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it("shows the server's error message under the form and keeps the text", async () => {
    const { user } = await openFeedbackPage({
      status: 400,
      body: { error: 'Feedback must be at most 2000 characters.' },
    });
    await user.type(getField(FEEDBACK_PAGE_LABEL), 'Too much to say');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Feedback must be at most 2000 characters.');
    expect(getField(FEEDBACK_PAGE_LABEL)).toHaveValue('Too much to say');
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    // Under the form, not inside it.
    const form = getField(FEEDBACK_PAGE_LABEL).closest('form')!;
    expect(form.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refuses a blank message before calling the API', async () => {
    const { user, api } = await openFeedbackPage(accepted);
    await user.type(getField(FEEDBACK_PAGE_LABEL), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expectFieldError(FEEDBACK_PAGE_LABEL, FEEDBACK_REQUIRED);
    expect(api.callsTo('POST', 'feedback/create')).toHaveLength(0);
  });
});
