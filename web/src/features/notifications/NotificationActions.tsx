/** A notification's actions where it is listed: open its record (which marks it read), or mark it read. */
import type { Notification } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { recordHref } from './record-href.ts';

export function NotificationActions({ row }: { row: Notification }) {
  const read = useApiMutation('readNotification');
  const markRead = () => {
    read.mutate(
      { params: { id: row.id } },
      {
        onError: (e) => {
          toast({
            tone: 'error',
            title: 'Not marked read',
            description: describeApiError(e).message,
          });
        },
      },
    );
  };
  return (
    <div className="button-row">
      <Link
        className="button button--small"
        to={recordHref(row)}
        onClick={() => {
          if (row.readAt === null) markRead();
        }}
      >
        Open
      </Link>
      {row.readAt === null ? (
        <button
          type="button"
          className="button button--small"
          disabled={read.isPending}
          onClick={markRead}
          aria-label={`Mark read: ${row.title}`}
        >
          Mark read
        </button>
      ) : null}
    </div>
  );
}
