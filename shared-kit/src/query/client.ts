import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';

const MAX_RETRIES = 2;

/** A 4xx (bad input, no permission, not found, stale version) will not change by asking again. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
};

/** The page's one React Query client, shared by shell and remotes (shared-kit is a singleton). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
