/**
 * A news body as clients see it: sanitised by the one allow-list (the stored body already is;
 * the live preview of what is being typed is not yet), so nothing in it can run.
 */
import { useMemo } from 'react';
import { sanitiseNewsBody } from './sanitise.ts';

export function NewsBody({ body, label }: { body: string; label?: string }) {
  const html = useMemo(() => sanitiseNewsBody(body), [body]);
  if (html === '') {
    return (
      <div className="news-body" role="region" aria-label={label}>
        <p className="muted">Nothing written yet.</p>
      </div>
    );
  }
  return (
    <div
      className="news-body"
      role="region"
      aria-label={label}
      // Safe: DOMPurify with the news allow-list made it (no script, handler, style or js link).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
