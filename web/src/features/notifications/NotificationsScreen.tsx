/**
 * Notifications: what portfolio monitoring told the signed-in user (thresholds crossed, newly
 * eligible clients, deadlines, failed jobs, late custodian files), newest first, filtered by
 * kind, read or unread, case and client; each opens its record and is marked read.
 */
import { notificationList } from '@backoffice/core/api';
import type { Notification, NotificationKind } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { CASE_LOOKUP, CLIENT_LOOKUP } from '../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { toast } from '../../components/toast/toast-store.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import {
  NOTIFICATION_KIND_LABELS,
  notificationKindOptions,
} from '../../entities/notifications/kind-labels.ts';
import { NotificationActions } from './NotificationActions.tsx';

const COLUMNS: readonly TableColumn<Notification>[] = [
  {
    field: 'createdAt',
    header: 'When',
    kind: 'datetime',
    format: (r) => formatDateTime(r.createdAt),
    width: 170,
    hideOnPhone: true,
  },
  {
    field: 'kind',
    header: 'Kind',
    kind: 'enum',
    enumLabel: (v) => NOTIFICATION_KIND_LABELS[v as NotificationKind],
    width: 170,
    hideOnPhone: true,
  },
  {
    field: 'title',
    header: 'Notification',
    sortable: false,
    format: (r) => `${r.readAt === null ? 'Unread: ' : ''}${r.title}. ${r.message}`,
    flex: 3,
    minWidth: 200,
    wrap: true,
  },
  {
    field: 'readAt',
    header: 'Read',
    sortable: false,
    format: (r) => (r.readAt === null ? 'Unread' : formatDateTime(r.readAt)),
    width: 150,
    hideOnPhone: true,
  },
  {
    field: 'id',
    id: 'actions',
    header: 'Actions',
    sortable: false,
    cell: NotificationActions,
    width: 130,
    wrap: true,
  },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'kind', label: 'Kind', options: notificationKindOptions() },
  { kind: 'boolean', param: 'read', label: 'Read', trueLabel: 'Read', falseLabel: 'Unread' },
  { kind: 'lookup', param: 'caseId', label: 'Case', source: CASE_LOOKUP },
  { kind: 'lookup', param: 'clientId', label: 'Client', source: CLIENT_LOOKUP },
];

function ReadAll() {
  const unread = useApiQuery('getUnreadNotifications', {}).data?.unread ?? 0;
  const readAll = useApiMutation('readAllNotifications');
  return (
    <button
      type="button"
      className="button"
      disabled={unread === 0 || readAll.isPending}
      onClick={() => {
        readAll.mutate(
          { body: {} },
          {
            onSuccess: (done) => {
              toast({ tone: 'success', title: `${String(done.marked)} marked read` });
            },
          },
        );
      }}
    >
      Mark all read
    </button>
  );
}

function NotificationsScreen() {
  return (
    <>
      <PageHeader title="Notifications">
        <ReadAll />
      </PageHeader>
      <DataTable
        endpoint="listNotifications"
        list={notificationList}
        label="Notifications"
        columns={COLUMNS}
        filters={FILTERS}
        emptyText="No notification matches."
      />
    </>
  );
}

export default defineScreen(NotificationsScreen);
