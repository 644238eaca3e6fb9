import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { notifyError, notifyInfo, notifySuccess } from './notify';

describe('toasts', () => {
  it('hides the error toasts still on screen when a success follows', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notifyError('Error submitting form: This invite code is not valid.');
      notifyError('Error submitting form: This invite code has expired.');
      notifyInfo('Copied to clipboard!');
    });
    expect(await screen.findByText('Error submitting form: This invite code is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Error submitting form: This invite code has expired.')).toBeInTheDocument();

    act(() => notifySuccess('Your account was created successfully!'));

    expect(await screen.findByText('Your account was created successfully!')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Error submitting form: This invite code is not valid.')).not.toBeInTheDocument();
      expect(screen.queryByText('Error submitting form: This invite code has expired.')).not.toBeInTheDocument();
    });
    // Only errors go: other news stays until it closes by itself.
    expect(screen.getByText('Copied to clipboard!')).toBeInTheDocument();
  });

  it('also drops errors waiting behind the four-toast limit, so none shows up after the success', async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      for (let attempt = 1; attempt <= 6; attempt += 1) notifyError(`Attempt ${attempt} failed.`);
    });
    expect(await screen.findByText('Attempt 4 failed.')).toBeInTheDocument();
    expect(screen.queryByText('Attempt 5 failed.')).not.toBeInTheDocument();

    act(() => notifySuccess('Profile updated successfully'));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Attempt \d failed\.$/)).not.toBeInTheDocument());
  });

  it('keeps showing errors that come after the success', async () => {
    renderWithProviders(<p>page</p>);
    act(() => notifySuccess('Profile updated successfully'));
    act(() => notifyError('Error updating profile: Network error.'));
    expect(await screen.findByText('Error updating profile: Network error.')).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully')).toBeInTheDocument();
  });
});
