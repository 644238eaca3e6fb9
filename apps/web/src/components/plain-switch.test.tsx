import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlainSwitch } from './plain-switch';

function Setting() {
  const [on, setOn] = useState(false);
  return (
    <>
      <PlainSwitch label="Show details" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />
      <output>{on ? 'shown' : 'hidden'}</output>
    </>
  );
}

describe('PlainSwitch', () => {
  it('is a switch named by its words alone, the drawn track hidden from screen readers', () => {
    render(<Setting />);
    const setting = screen.getByRole('switch', { name: 'Show details' });
    expect(setting).toHaveAttribute('type', 'checkbox');
    expect(setting).not.toBeChecked();
    const track = setting.nextElementSibling;
    expect(track).toHaveAttribute('aria-hidden', 'true');
    expect(track).toHaveTextContent('');
  });

  it('turns on and off with a click on its words and with the Space key', async () => {
    const user = userEvent.setup();
    render(<Setting />);
    const setting = screen.getByRole('switch', { name: 'Show details' });

    await user.tab();
    expect(setting).toHaveFocus();
    await user.keyboard(' ');
    expect(setting).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('shown');

    await user.click(screen.getByText('Show details'));
    expect(setting).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('hidden');
  });
});
