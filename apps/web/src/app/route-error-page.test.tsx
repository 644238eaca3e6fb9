import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { ERROR_BOUNDARY_MESSAGE, PAGE_NOT_SAVED_TITLE, RouteErrorPage } from './route-error-page';

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

  it('says a page never opened cannot be opened offline, and reports no failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unreachable = async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page.js');
    };
    renderRoutes([{ path: '/', lazy: unreachable, errorElement: <RouteErrorPage /> }], '/');

    expect(await screen.findByRole('heading', { name: PAGE_NOT_SAVED_TITLE })).toBeInTheDocument();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(logged).not.toHaveBeenCalledWith('Unexpected page failure', expect.anything());
  });

  it("says the same when Vite's loader could not fetch the page's stylesheet offline", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const unreachable = async () => {
      throw new Error('Unable to preload CSS for /assets/page.css');
    };
    renderRoutes([{ path: '/', lazy: unreachable, errorElement: <RouteErrorPage /> }], '/');

    expect(await screen.findByRole('heading', { name: PAGE_NOT_SAVED_TITLE })).toBeInTheDocument();
  });

  it('still calls a failed fetch of page code a failure while the browser is online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const missing = async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page.js');
    };
    renderRoutes([{ path: '/', lazy: missing, errorElement: <RouteErrorPage /> }], '/');

    expect(await screen.findByRole('heading', { name: ERROR_BOUNDARY_MESSAGE })).toBeInTheDocument();
  });
});
