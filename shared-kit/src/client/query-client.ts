import { QueryClient } from '@tanstack/react-query';
import { ApiResponseError, isClientError } from './api-error';

/** Queries retry once, except when a retry cannot help: a 4xx or a response off the contract. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isClientError(error) || error instanceof ApiResponseError) return false;
  return failureCount < 1;
}

/** A QueryClient with the shared defaults (tests create their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The one QueryClient of the site: shared-kit is a singleton, so every remote uses this cache. */
export const queryClient: QueryClient = createQueryClient();
