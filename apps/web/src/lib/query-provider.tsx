import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The data cache for the screens that read the API through TanStack Query. It wraps the lazy
 * dashboard shell and the data-driven public pages, not the root, so the login page loads without
 * the library (login page budget: 150 KB of JavaScript).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
