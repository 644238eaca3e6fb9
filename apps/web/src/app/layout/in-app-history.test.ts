import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserRouter } from 'react-router';
import { hasInAppHistory } from './in-app-history';

let router: ReturnType<typeof createBrowserRouter> | undefined;
afterEach(() => {
  router?.dispose();
  router = undefined;
  window.history.replaceState(null, '', '/');
});

/** jsdom moves through its history in a task of its own, then fires popstate. */
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('in-app history', () => {
  it('is none on the entry the tab opened on, which the router numbers 0', () => {
    window.history.replaceState(null, '', '/profile');
    router = createBrowserRouter([{ path: '*' }]);
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(hasInAppHistory()).toBe(false);
  });

  it('counts entries the app pushed, not those it replaced, and goes back down on Back', async () => {
    router = createBrowserRouter([{ path: '*' }]);
    await router.navigate('/profile');
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(hasInAppHistory()).toBe(true);

    await router.navigate('/dashboard', { replace: true });
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(window.location.pathname).toBe('/dashboard');

    const back = popped();
    void router.navigate(-1);
    await back;
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(router.state.location.pathname).toBe('/');
    expect(hasInAppHistory()).toBe(false);
  });

  it("keeps a reloaded entry's number and key", () => {
    // React Router's own entry: the app's state under `usr`.
    window.history.replaceState({ idx: 4, key: 'kept', usr: { from: 'before' } }, '', '/profile');
    router = createBrowserRouter([{ path: '*' }]);
    expect(hasInAppHistory()).toBe(true);
    expect(router.state.location).toMatchObject({ pathname: '/profile', key: 'kept', state: { from: 'before' } });
  });

  it('says no for state another script wrote', () => {
    window.history.replaceState({ idx: 'three' }, '');
    expect(hasInAppHistory()).toBe(false);
    window.history.replaceState('text', '');
    expect(hasInAppHistory()).toBe(false);
  });
});
