import type { ReactNode } from 'react';

/** The heading block every screen starts with. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children ? <div className="page-header__meta">{children}</div> : null}
    </div>
  );
}
