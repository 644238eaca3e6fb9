import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { findToast } from '@/test/form-errors';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { lazyDialog } from './lazy-dialog';

interface NoteProps {
  opened: boolean;
  onClose: () => void;
}

function NoteDialog({ opened, onClose }: NoteProps) {
  if (!opened) return <p>Closed, still mounted</p>;
  return (
    <div role="dialog" aria-label="Note">
      <button onClick={onClose}>Close</button>
    </div>
  );
}

/** A page with an Open button for the dialog `Dialog`. */
function Page({ Dialog }: { Dialog: React.ComponentType<NoteProps> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <Dialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** A load the test finishes by hand: `succeed()` or `fail()`. */
function controlledLoad() {
  const calls: { succeed: () => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof NoteDialog>((resolve, reject) => {
        calls.push({ succeed: () => resolve(NoteDialog), fail: () => reject(new TypeError('Failed to fetch')) });
      }),
  );
  return { load, calls };
}

describe('lazyDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fetches nothing until first opened, shows "Opening..." meanwhile, then stays mounted', async () => {
    const { load, calls } = controlledLoad();
    const Dialog = lazyDialog<NoteProps>(load, (props) => props.opened);
    const { user } = renderWithProviders(<Page Dialog={Dialog} />);

    await screen.findByRole('button', { name: 'Open' });
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Opening...');
    calls[0]?.succeed();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByText('Closed, still mounted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Note' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says the server can't be reached when the code can't be fetched, closes, and tries again next time", async () => {
    const { load, calls } = controlledLoad();
    const Dialog = lazyDialog<NoteProps>(load, (props) => props.opened);
    const { user } = renderWithProviders(<Page Dialog={Dialog} />);
    // React reports every error a boundary catches; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    calls[0]?.fail();
    await findToast(NETWORK_ERROR_MESSAGE);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByText('Closed, still mounted')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.succeed();
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
  });

  it("leaves a fault in the dialog itself to the page's error handling", async () => {
    function BrokenDialog({ opened }: NoteProps): React.ReactElement | null {
      if (opened) throw new Error('the dialog broke');
      return null;
    }
    const Dialog = lazyDialog<NoteProps>(
      async () => BrokenDialog,
      (props) => props.opened,
    );
    const { user } = renderRoutes(
      [{ path: '*', element: <Page Dialog={Dialog} />, errorElement: <p>The page caught it</p> }],
      '/',
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await user.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The page caught it')).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument();
  });
});
