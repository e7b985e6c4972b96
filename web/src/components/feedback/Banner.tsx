import type { ReactNode } from 'react';
import { Icon } from '../icon/Icon.tsx';

interface BannerProps {
  tone: 'info' | 'warning' | 'error';
  children: ReactNode;
  action?: ReactNode;
}

/** A full-width notice. Errors interrupt assistive technology; other tones wait their turn. */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {tone === 'info' ? null : <Icon name="alert.svg" />}
      <div className="banner__text">{children}</div>
      {action ? <div className="banner__action">{action}</div> : null}
    </div>
  );
}
