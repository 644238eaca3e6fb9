import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme';
import classes from './toasts.module.css';

// Mantine's "sm" breakpoint (48em = 768 px), the same boundary as the header's phone layout.
const DESKTOP_QUERY = '(min-width: 48em)';

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
        <Toasts />
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * Toasts at the bottom, away from the header's buttons at the top: centred under a thumb on a phone, in the
 * corner on a desktop. The CSS lifts them above the sticky action bars that pages keep at the bottom.
 */
function Toasts() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  return <Notifications position={isDesktop ? 'bottom-right' : 'bottom-center'} limit={4} className={classes.toasts} />;
}
