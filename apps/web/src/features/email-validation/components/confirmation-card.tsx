import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card the confirmation pages sit in (features do not share components, so it is local). */
export function ConfirmationCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={600} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      {children}
    </Paper>
  );
}
