// Mantine's global styles only: each component's own CSS comes with the chunk that uses it
// (build-tools/mantine-styles-plugin.ts, ADR 040). Layered, so that our CSS wins whatever the order.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// The theme's own variables, written once at build time rather than by the provider on every load (ADR 045).
import './theme-variables.css';
// After Mantine's styles, which it overrides where both apply (the focus ring).
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { installAnalytics } from '@/lib/analytics/install';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html.');

// Before the first render, so that the first page view is recorded. Only here: tests render the app without it.
installAnalytics();

registerServiceWorker();

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);

// StrictMode renders and runs effects twice in development only, to bring out impure components.
createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
