import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ModalsHost } from './modals-host';
import { cssVariablesResolver, theme } from './theme';
import { ToastsHost } from './toasts-host';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals so component tests see content at once. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* "auto" follows the system setting until the header's switch stores a choice (ADR 019). */}
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto" env={env}>
        {/* Toasts and confirm dialogs load their code when first used (ADR 040). */}
        <ToastsHost />
        <ModalsHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
