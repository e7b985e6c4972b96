/**
 * The signed-in user's profile (their preferences: page size, landing screen), read once and
 * shared: the tables need its page size before they ask for their first page, and `/` its
 * landing screen before it knows what to show, so it is asked for beside the session rather
 * than when the first screen mounts (one round trip off every page load).
 */
import { queryClient } from './query-client.ts';
import { apiQueryOptions, useApiQuery } from './use-api.ts';

/** As long as the tables keep it: one read of the profile serves them all. */
const PROFILE_STALE_MS = 5 * 60_000;

export function profileQueryOptions() {
  return { ...apiQueryOptions('getProfile', {}), staleTime: PROFILE_STALE_MS };
}

export function useProfile() {
  return useApiQuery('getProfile', {}, { staleTime: PROFILE_STALE_MS });
}

/** The profile, read once (a read under way is awaited, not repeated); null when it failed. */
export function loadProfile() {
  // A failure shows where the profile is used: each reader then asks again.
  return queryClient.query(profileQueryOptions()).catch(() => null);
}
