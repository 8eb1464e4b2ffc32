import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The white card the public account pages sit in (as the login page), narrow on phones. */
export function SignupCard({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={wide ? 880 : 600} mx="auto" mt={{ base: 0, sm: 'lg' }}>
      {children}
    </Paper>
  );
}
