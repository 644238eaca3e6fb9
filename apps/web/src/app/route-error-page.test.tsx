import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { RouteErrorPage } from './route-error-page';

function BrokenPage(): never {
  throw new Error('render failed');
}

describe('route error boundary', () => {
  it("shows 'Something went wrong.' when a page throws", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes([{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorPage /> }], '/');

    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Unexpected page failure', expect.any(Error));
  });
});
