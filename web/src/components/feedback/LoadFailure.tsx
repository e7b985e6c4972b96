import type { ReactNode } from 'react';
import { describeApiError } from '../../lib/api/api-error.ts';
import { Banner } from './Banner.tsx';

interface LoadFailureProps {
  /** What could not be loaded, e.g. "The case" (the sentence is made from it). */
  what: ReactNode;
  /** The failure, whose message (and request id) the user may need. */
  error?: unknown;
  onRetry: () => void;
}

/** A read that failed: what it was, why, and a way to try again. */
export function LoadFailure({ what, error, onRetry }: LoadFailureProps) {
  const failure = error === undefined ? null : describeApiError(error);
  return (
    <Banner
      tone="error"
      action={
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      }
    >
      {what} could not be loaded.{failure ? ` ${failure.message}` : null}
      {failure?.requestId ? (
        <span className="banner__detail"> Reference: {failure.requestId}</span>
      ) : null}
    </Banner>
  );
}
