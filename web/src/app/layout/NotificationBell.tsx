/**
 * The header's bell: how many of the user's notifications are unread, asked again every half
 * minute and after every write that may have produced some, linking to the Notifications screen.
 */
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon/Icon.tsx';
import { QueryProvider } from '../../lib/api/QueryProvider.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const POLL_MS = 30_000;

function Bell() {
  const unread =
    useApiQuery('getUnreadNotifications', {}, { refetchInterval: POLL_MS }).data?.unread ?? 0;
  const label =
    unread === 0 ? 'Notifications, none unread' : `Notifications, ${String(unread)} unread`;
  return (
    <Link
      to={hrefOf('notifications')}
      className="header__icon-button header__bell"
      aria-label={label}
      title={label}
    >
      <Icon name="bell.svg" />
      {unread > 0 ? (
        <span className="header__badge" aria-hidden="true">
          {unread > 99 ? '99+' : String(unread)}
        </span>
      ) : null}
    </Link>
  );
}

/** In the screens' one query cache, so a write that tells of something refreshes the count. */
export function NotificationBell() {
  return (
    <QueryProvider>
      <Bell />
    </QueryProvider>
  );
}
