import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, type FakeResponse } from '@/test/fake-api';
import { expectFieldError, expectNoFieldError, findToast } from '@/test/form-errors';
import { getField } from '@/test/queries';
import { renderWithProviders } from '@/test/render';
import { CreateInviteCodeForm } from './create-invite-code-form';

const CODE_TAKEN = 'An invite code with this code already exists.';
const CODE_FIELD = 'Custom Code (optional)';

/** Answers invite-codes/create with the given responses in turn (the last one repeats). */
function createAnswers(...answers: FakeResponse[]) {
  let call = 0;
  return installFakeApi({
    'POST invite-codes/create': () => answers[Math.min(call++, answers.length - 1)] ?? { status: 500 },
  });
}

function renderForm() {
  const view = renderWithProviders(<CreateInviteCodeForm />);
  return { ...view, submit: () => view.user.click(screen.getByRole('button', { name: 'Create Code' })) };
}

describe('create invite code form', () => {
  it('shows a taken custom code under the code field as well as in the toast', async () => {
    createAnswers({ status: 409, body: { error: CODE_TAKEN } });
    const { user, submit } = renderForm();
    await user.type(getField(CODE_FIELD), 'SPRING25');
    await submit();

    await findToast(CODE_TAKEN);
    expectFieldError(CODE_FIELD, CODE_TAKEN);
    expectNoFieldError('Max Uses', CODE_TAKEN);
    // The typed code stays, so it can be corrected rather than retyped.
    expect(getField(CODE_FIELD)).toHaveValue('SPRING25');
  });

  it('takes the error back when the code is edited, and creates the corrected one', async () => {
    const api = createAnswers(
      { status: 409, body: { error: CODE_TAKEN } },
      { status: 201, body: { id: 4, code: 'SPRING26' } },
    );
    const { user, submit } = renderForm();
    await user.type(getField(CODE_FIELD), 'SPRING25');
    await submit();
    await findToast(CODE_TAKEN);

    await user.clear(getField(CODE_FIELD));
    expectNoFieldError(CODE_FIELD, CODE_TAKEN);
    await user.type(getField(CODE_FIELD), 'SPRING26');
    await submit();

    expect(await screen.findByText('Invite code SPRING26 created.')).toBeInTheDocument();
    expect(getField(CODE_FIELD)).toHaveValue('');
    expect(api.callsTo('POST', 'invite-codes/create').map((c) => (c.body as { code: string }).code)).toEqual([
      'SPRING25',
      'SPRING26',
    ]);
  });

  it('clears a stale field error when the same form then succeeds', async () => {
    // Between the two attempts the clashing code was deleted by another admin, so the same code now goes through.
    createAnswers({ status: 409, body: { error: CODE_TAKEN } }, { status: 201, body: { id: 5, code: 'SPRING25' } });
    const { user, submit } = renderForm();
    await user.type(getField(CODE_FIELD), 'SPRING25');
    await submit();
    await findToast(CODE_TAKEN);
    expectFieldError(CODE_FIELD, CODE_TAKEN);

    await submit();
    expect(await screen.findByText('Invite code SPRING25 created.')).toBeInTheDocument();
    expectNoFieldError(CODE_FIELD, CODE_TAKEN);
  });

  it('shows a past expiry refused by the server under the expiry field', async () => {
    const message = 'The expiry date must be in the future.';
    createAnswers({ status: 400, body: { error: message } });
    const { user, submit } = renderForm();
    await user.type(getField('Expiry Date (optional)'), '2030-12-31');
    await submit();

    await findToast(message);
    expectFieldError('Expiry Date (optional)', message);
    expectNoFieldError(CODE_FIELD, message);
  });

  it('keeps other refusals in the toast only', async () => {
    createAnswers({ status: 403, body: { error: 'Access denied. You are not an admin.' } });
    const { user, submit } = renderForm();
    await user.type(getField(CODE_FIELD), 'SPRING25');
    await submit();

    await findToast('Access denied. You are not an admin.');
    for (const label of [CODE_FIELD, 'Max Uses', 'Expiry Date (optional)']) {
      expect(getField(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
  });
});
