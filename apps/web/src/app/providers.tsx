import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cookieColorSchemeManager } from './color-scheme-manager';
import { ModalsHost } from './modals-host';
import { theme } from './theme';
import { ToastsHost } from './toasts-host';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals so component tests see content at once. */
  env?: 'default' | 'test';
}

const colorSchemeManager = cookieColorSchemeManager();

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/*
        "auto" follows the system setting until the header's switch stores a choice (ADR 019), in a cookie the
        server writes into the page (ADR 054). The theme's CSS
        variables come from theme-variables.css, which main.tsx loads, not from the provider (ADR 045). Nor does
        it write its global classes (those of the hiddenFrom and visibleFrom props, which nothing uses: a lint rule
        keeps it so) as a <style> element in the first render: each new style sheet makes the browser match every
        element's style again (ADR 052).
      */}
      <MantineProvider
        theme={theme}
        withCssVariables={false}
        withGlobalClasses={false}
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        env={env}
      >
        {/* Toasts and confirm dialogs load their code when first used (ADR 040). */}
        <ToastsHost />
        <ModalsHost />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
