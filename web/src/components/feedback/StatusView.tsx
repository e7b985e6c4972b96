import type { ReactNode } from 'react';

/** A centred message for the moments before there is a screen: loading, redirecting. */
export function StatusView({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="status-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="status-view__title">{title}</p>
      {children}
    </div>
  );
}
