import type { ReactNode } from 'react';
import './detail.css';

export interface DetailItem {
  label: string;
  /** Shown as is; null, undefined and '' read as "—". */
  value: ReactNode;
  /** Long text (a description, notes): across the whole width. */
  wide?: boolean;
}

const isBlank = (value: ReactNode): boolean =>
  value === null || value === undefined || value === '' || value === false;

/** A record's fields as a definition list: as many columns as fit, one on a phone. */
export function Details({ items }: { items: readonly DetailItem[] }) {
  return (
    <dl className="detail-list">
      {items.map((item) => (
        <div
          key={item.label}
          className={item.wide ? 'detail-list__item detail-list__item--wide' : 'detail-list__item'}
        >
          <dt>{item.label}</dt>
          <dd>{isBlank(item.value) ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
