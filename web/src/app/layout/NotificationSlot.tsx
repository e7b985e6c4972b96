/**
 * The bell's place in the header. The bell counts through the API client and query cache, which
 * the shell does not carry, so it is a lazy chunk; until it arrives the same bell without a count
 * stands in, and still leads to the Notifications screen.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon/Icon.tsx';
import { hrefOf } from '../../lib/hrefs.ts';

const NotificationBell = lazy(() =>
  import('./NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })),
);

function PlainBell() {
  return (
    <Link
      to={hrefOf('notifications')}
      className="header__icon-button header__bell"
      aria-label="Notifications"
      title="Notifications"
    >
      <Icon name="bell.svg" />
    </Link>
  );
}

export function NotificationSlot() {
  return (
    <Suspense fallback={<PlainBell />}>
      <NotificationBell />
    </Suspense>
  );
}
