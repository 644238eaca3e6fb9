import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// After Mantine's styles, which it overrides where both apply (the focus ring).
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { installAnalytics } from '@/lib/analytics/install';
import { registerServiceWorker } from '@/lib/pwa/register-service-worker';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { router } from './router';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html.');

// Before the first render, so that the first page view is recorded. Only here: tests render the app without it.
installAnalytics();

registerServiceWorker();

const queryClient = createQueryClient();

createRoot(rootElement).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
