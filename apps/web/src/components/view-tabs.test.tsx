import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ViewTabs } from './view-tabs';

const VIEWS = [
  { value: 'week', label: 'Week', icon: <svg data-testid="week-icon" /> },
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
] as const;
type View = (typeof VIEWS)[number]['value'];

function Views({ initial }: { initial: View }) {
  const [view, setView] = useState<View>(initial);
  return (
    <ViewTabs tabs={VIEWS} value={view} onChange={setView}>
      <p>The {view} view</p>
    </ViewTabs>
  );
}

describe('ViewTabs', () => {
  it('names the chosen tab selected, in the tab order, and labels its panel with it', () => {
    render(<Views initial="list" />);
    const list = screen.getByRole('tab', { name: 'List', selected: true });
    expect(screen.getByRole('tablist')).toContainElement(list);
    expect(list).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Week', selected: false })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'List' });
    expect(panel).toHaveTextContent('The list view');
    expect(list).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByTestId('week-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws only the chosen view', async () => {
    const user = userEvent.setup();
    render(<Views initial="week" />);
    await user.click(screen.getByRole('tab', { name: 'Map' }));
    expect(screen.getByRole('tab', { name: 'Map', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Map' })).toHaveTextContent('The map view');
    expect(screen.queryByText('The week view')).not.toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys, round the ends, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Views initial="week" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Map', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Week', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'List', selected: true })).toHaveFocus();
    expect(screen.getByText('The list view')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Map', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Week', selected: true })).toHaveFocus();

    // Tab leaves the row for the panel's content, not the next tab.
    await user.keyboard('{Tab}');
    expect(screen.getByRole('tab', { name: 'Week' })).not.toHaveFocus();
    expect(screen.getByRole('tab', { name: 'List' })).not.toHaveFocus();
  });

  it('keeps two rows on one page apart', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Views initial="week" />
        <Views initial="week" />
      </>,
    );
    const [, secondMap] = screen.getAllByRole('tab', { name: 'Map' });
    await user.click(secondMap!);
    expect(screen.getAllByRole('tab', { name: 'Map' }).map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
    ]);
    const panels = screen.getAllByRole('tabpanel');
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(2);
  });
});
