import { useEffect, useRef } from 'react';
import { Banner } from '../feedback/Banner.tsx';
import type { SubmitFailure } from './submit-failure.ts';

/** Why the save failed; it takes the focus when no field does, so the reason is not missed. */
export function FormFailureBanner({ failure }: { failure: SubmitFailure }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!failure.onFields) ref.current?.focus();
  }, [failure]);
  return (
    <div ref={ref} tabIndex={-1} className="form-failure">
      <Banner tone="error">
        <strong>Not saved.</strong> {failure.message}
        {failure.details.length > 0 ? (
          <ul className="form-failure__details">
            {failure.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {failure.requestId ? (
          <span className="form-failure__request">Request ID: {failure.requestId}</span>
        ) : null}
      </Banner>
    </div>
  );
}
