import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotificationsHost } from '../components/ui/notifications-host';
import { cssVariablesResolver, theme } from '../config/theme';

/** Theme and alerts. The data cache is provided by the screens that use it (see QueryProvider). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
