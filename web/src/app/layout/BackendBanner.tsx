import { PRODUCT_NAME } from '@backoffice/core';
import { Banner } from '../../components/feedback/Banner.tsx';

/** Shown while the probe cannot reach the backend; the user stays signed in. */
export function BackendBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <Banner
      tone="error"
      action={
        <button type="button" className="button button--small" onClick={onRetry}>
          Try again
        </button>
      }
    >
      The {PRODUCT_NAME} service is unreachable right now, so screens cannot load or save data. You
      are still signed in.
    </Banner>
  );
}
