// Mantine's global styles only: each component's own CSS comes with the chunk that uses it
// (build-tools/mantine-styles-plugin.ts, ADR 040). Layered, so that our CSS wins whatever the order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's own variables, written once at build time rather than by the provider on every load (ADR 045).
import './theme-variables.css';
// After Mantine's styles, which it overrides where both apply (the focus ring).
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { installAnalytics } from '@/lib/analytics/install';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createAppRoutes } from './routes';
import { applyShellStylesheets } from './shell-stylesheets';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html.');

// Before the first render, so that the first page view is recorded. Only here: tests render the app without it.
installAnalytics();

registerServiceWorker();

const queryClient = createQueryClient();
const router = createBrowserRouter(createAppRoutes(queryClient));

/**
 * Settles once the router has the first page's code and first reads (its loader), or the error that stopped it.
 * The first render waits for it, while index.html's boot header shows: the layout's ScrollRestoration puts a
 * reloaded page back where it was left only once, as it mounts, so the page must be whole by then. A page drawn
 * later, under a loader drawn first, would stay at the top (a known limit of lazy routes in React Router).
 */
function firstPageReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The shell's styles as well: index.html has them preloaded, not applied, so that they do not hold up its first
// paint (ADR 080).
void Promise.all([firstPageReady(), applyShellStylesheets()]).then(() => {
  const root = createRoot(rootElement);
  // As a transition, React draws the first page in slices of a few milliseconds and lets the browser handle a
  // tap between them; rendered plainly it is one task of a tenth of a second or more on a phone.
  startTransition(() =>
    // StrictMode renders and runs effects twice in development only, to bring out impure components.
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});
