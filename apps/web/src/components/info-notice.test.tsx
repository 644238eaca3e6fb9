import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InfoNotice } from './info-notice';

describe('InfoNotice', () => {
  it('is an alert named by its title and described by its sentence, with its button beside the sentence', () => {
    render(
      <InfoNotice
        icon={<svg aria-hidden="true" />}
        title="3 matches still to schedule"
        text="Keep your availability up to date."
        action={<button type="button">Update Availability</button>}
      />,
    );
    const notice = screen.getByRole('alert', { name: '3 matches still to schedule' });
    expect(notice).toHaveAccessibleDescription('Keep your availability up to date. Update Availability');
    expect(screen.getByText('Keep your availability up to date.').tagName).toBe('P');
    expect(notice).toContainElement(screen.getByRole('button', { name: 'Update Availability' }));
  });

  it('without a title or a button, is an unnamed alert holding its sentence alone', () => {
    render(<InfoNotice icon={<svg aria-hidden="true" />} text="League-wide standings are coming soon." />);
    const notice = screen.getByRole('alert');
    expect(notice).not.toHaveAttribute('aria-labelledby');
    expect(notice).toHaveAccessibleDescription('League-wide standings are coming soon.');
    expect(screen.queryByRole('button')).toBeNull();
    // The sentence sits in the message itself, as Mantine's Alert puts its children.
    expect(screen.getByText('League-wide standings are coming soon.').tagName).toBe('DIV');
  });
});
