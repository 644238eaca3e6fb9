import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { UNSAVED_CHANGES_MESSAGE, UNSAVED_CHANGES_TITLE, useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

function EditingPage() {
  const [text, setText] = useState('');
  useUnsavedChangesPrompt(text !== '');
  return (
    <>
      <h1>Editing</h1>
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/?panel=closed">Close panel</Link>
    </>
  );
}

const renderEditing = () =>
  renderRoutes(
    [
      { path: '/', element: <EditingPage /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    '/',
  );

describe('useUnsavedChangesPrompt', () => {
  it('lets a form without changes be left at once', async () => {
    const { user } = renderEditing();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before a form with changes is left: Stay keeps them, Leave goes', async () => {
    const { user, router } = renderEditing();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'half-typed');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
    expect(within(dialog).getByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('half-typed');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('asks as well when only the query changes, as when a panel at ?manage= is closed', async () => {
    const { user, router } = renderEditing();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    await user.click(screen.getByRole('link', { name: 'Close panel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('');
  });

  it('asks the browser to confirm closing or reloading the tab while there are changes', async () => {
    const { user } = renderEditing();
    const unchanged = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unchanged);
    expect(unchanged.defaultPrevented).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x');
    const changed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(changed);
    expect(changed.defaultPrevented).toBe(true);
  });
});
