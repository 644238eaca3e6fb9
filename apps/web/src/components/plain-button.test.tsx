import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRouter } from '@/lib/router/test-helpers';
import { PlainButton, PlainButtonLink } from './plain-button';
import classes from './plain-button.module.css';

describe('PlainButton', () => {
  it('is a button named by its label, which a form does not submit by, with the icons hidden beside it', () => {
    render(
      <form>
        <PlainButton
          variant="default"
          size="compactMd"
          leftSection={<svg data-testid="before" aria-hidden="true" />}
          rightSection={<svg data-testid="after" aria-hidden="true" />}
        >
          Next
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('type', 'button');
    const [before, label, after] = [...button.firstElementChild!.children];
    expect(before).toContainElement(screen.getByTestId('before'));
    expect(label).toHaveTextContent('Next');
    expect(after).toContainElement(screen.getByTestId('after'));
  });

  it('takes the classes of its variant, size and sections, with Mantine focus ring and press', () => {
    render(
      <PlainButton variant="light" size="sm" leftSection={<svg aria-hidden="true" />} className="extra">
        Previous day
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Previous day' });
    for (const name of [
      'mantine-focus-auto',
      'mantine-active',
      classes.button,
      classes.light,
      classes.sm,
      classes.withLeft,
      'extra',
    ])
      expect(button).toHaveClass(name!);
    expect(button).not.toHaveClass(classes.withRight!);
    expect(button).not.toHaveClass(classes.default!);
  });

  it('passes its handlers and attributes on, and a disabled one is not pressed', async () => {
    const pressed = vi.fn();
    const { rerender } = render(
      <PlainButton variant="default" size="sm" onClick={pressed} aria-describedby="hint">
        Go To Today
      </PlainButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go To Today' }));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', 'hint');
    rerender(
      <PlainButton variant="default" size="sm" onClick={pressed} disabled>
        Go To Today
      </PlainButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go To Today' }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('as a link, goes to its page in the app when clicked, with the same look', async () => {
    const { router } = renderRouter([
      {
        path: '/',
        element: (
          <PlainButtonLink to="/standings" variant="filled" size="sm" rightSection={<svg aria-hidden="true" />}>
            View Standings
          </PlainButtonLink>
        ),
      },
      { path: '/standings', element: <h1>Standings</h1> },
    ]);
    const link = screen.getByRole('link', { name: 'View Standings' });
    expect(link).toHaveAttribute('href', '/standings');
    for (const name of ['mantine-focus-auto', classes.button, classes.filled, classes.sm, classes.withRight])
      expect(link).toHaveClass(name!);
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Standings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/standings');
  });
});
