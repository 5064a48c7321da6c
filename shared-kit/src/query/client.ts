import { QueryClient } from '@tanstack/react-query';
import { ApiError, UnexpectedAnswerError } from '../api/client.ts';

const MAX_RETRIES = 2;

/**
 * A 4xx (bad input, no permission, not found, stale version) will not change by asking again, nor will an answer in a
 * form the page does not know.
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof UnexpectedAnswerError) return false;
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
