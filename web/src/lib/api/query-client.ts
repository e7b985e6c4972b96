/**
 * The one cache of server data. Reads are retried twice when the failure may pass (no answer,
 * 502/503/504) and never on a 4xx, which would only repeat; writes are never retried here,
 * because a write that reached the server must not happen twice.
 */
import { QueryClient } from '@tanstack/react-query';
import { isTransient } from './api-error.ts';

export const MAX_READ_RETRIES = 2;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isTransient(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryRead,
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4_000),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Shared by every screen, so a list seen on one screen is cached for the next. */
export const queryClient = createQueryClient();
