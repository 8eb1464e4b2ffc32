import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { queryRetryDelay } from './outage/outage';
import { getSession, subscribeSession } from './session/session-store';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Client errors will not change on retry; network and 5xx may.
      retry: (count, error) => !(error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) && count < 2,
      // A 503 says when to ask again (Retry-After, decision 0016); others back off 1 s, 2 s.
      retryDelay: queryRetryDelay,
    },
  },
});

// Whatever ends the session (logout, another tab, expiry) also empties the cache of its data.
subscribeSession(() => {
  if (!getSession()) queryClient.clear();
});
