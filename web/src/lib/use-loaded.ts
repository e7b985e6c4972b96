import { useEffect, useReducer } from 'react';

type Outcome<T> =
  | { status: 'pending' }
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; reason: unknown };

const outcomes = new WeakMap<Promise<unknown>, Outcome<unknown>>();

/** What the promise has come to so far, kept beside it from the first time it is asked. */
function outcomeOf<T>(promise: Promise<T>): Outcome<T> {
  const known = outcomes.get(promise) as Outcome<T> | undefined;
  if (known) return known;
  outcomes.set(promise, { status: 'pending' });
  promise.then(
    (value) => outcomes.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => outcomes.set(promise, { status: 'rejected', reason }),
  );
  return { status: 'pending' };
}

/**
 * What a load gave, or undefined while it is under way; what it failed with is thrown, for the
 * error boundary above. Not React's `use` under a Suspense boundary for a screen: React holds a
 * boundary's content back until 300 ms after its fallback showed, so a screen whose chunk came a
 * moment after "Loading…" appeared was shown 300 ms late. This renders it as a plain update.
 */
export function useLoaded<T>(promise: Promise<T>): T | undefined {
  const outcome = outcomeOf(promise);
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const pending = outcome.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    let mounted = true;
    const rerender = () => {
      if (mounted) settled();
    };
    // Registered after outcomeOf's own callbacks, so the outcome is known when this runs.
    promise.then(rerender, rerender);
    return () => {
      mounted = false;
    };
  }, [promise, pending]);
  if (outcome.status === 'rejected') {
    throw outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
  }
  return outcome.status === 'fulfilled' ? outcome.value : undefined;
}

/** A chunk loaded once per attempt (see loadPerAttempt). */
export interface AttemptedLoad<T> {
  load(attempt: number): Promise<T>;
  /** Whether any attempt has started: a later screen then finds it loaded or on its way. */
  started(): boolean;
}

/**
 * One load per attempt, for `useLoaded`: the same attempt gives the same promise on every render,
 * and a failed import stays failed, so a retry asks with the next attempt and starts a new load.
 */
export function loadPerAttempt<T>(load: () => Promise<T>): AttemptedLoad<T> {
  const loads = new Map<number, Promise<T>>();
  return {
    load: (attempt) => {
      let started = loads.get(attempt);
      if (!started) {
        started = load();
        loads.set(attempt, started);
      }
      return started;
    },
    started: () => loads.size > 0,
  };
}
