/**
 * The case's deadline records in date order: due date with its Overdue / Due soon badge, what
 * is due, the rule and trigger it is counted by, its owner and state; add one, edit one (its
 * trigger's moves shown before they are saved), mark one done or waived, or reopen it, and read
 * its history (who created it, moved its trigger, changed its owner or state, and when).
 */
import type { DeadlineRecord } from '@backoffice/core/api';
import { useState } from 'react';
import { PanelDialog } from '../../../components/dialog/PanelDialog.tsx';
import { DeadlineRules } from './DeadlineRules.tsx';
import { DeadlineUrgency } from '../../../components/litigation/DeadlineUrgency.tsx';
import { LoadFailure } from '../../../components/feedback/LoadFailure.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { useApiMutation } from '../../../lib/api/use-api-mutation.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { formatDate } from '../../../lib/format/format.ts';
import { humanize } from '../../../lib/format/labels.ts';
import { DeadlineAdd } from './DeadlineAdd.tsx';
import { DeadlineEdit } from './DeadlineEdit.tsx';
import { DeadlineHistory } from './DeadlineHistory.tsx';
import './deadlines.css';

function triggerText(d: DeadlineRecord): string {
  if (!d.trigger) return '—';
  const what =
    d.trigger.kind === 'event' ? d.trigger.event : `docket entry ${d.trigger.docketEntryId}`;
  return `${what}, ${formatDate(d.trigger.date)}`;
}

interface RowActions {
  onEdit: () => void;
  onHistory: () => void;
}

function StateActions({ deadline, onEdit, onHistory }: { deadline: DeadlineRecord } & RowActions) {
  const setState = useApiMutation('setDeadlineState');
  const canSet = useCan('setDeadlineState');
  const canEdit = useCan('updateDeadline');
  const move = async (state: DeadlineRecord['state'], title: string) => {
    await setState.mutateAsync({ params: { id: deadline.id }, body: { state } });
    toast({ tone: 'success', title, description: deadline.title });
  };
  const button = (label: string, state: DeadlineRecord['state'], done: string) => (
    <button
      type="button"
      className="button button--small"
      disabled={setState.isPending}
      onClick={() => void move(state, done)}
    >
      {label}
    </button>
  );
  return (
    <div className="deadline-actions">
      <button type="button" className="button button--small" onClick={onHistory}>
        History
      </button>
      {canEdit ? (
        <button type="button" className="button button--small" onClick={onEdit}>
          Edit
        </button>
      ) : null}
      {!canSet ? null : deadline.state === 'open' ? (
        <>
          {button('Mark done', 'done', 'Deadline done')}
          {button('Waive', 'waived', 'Deadline waived')}
        </>
      ) : (
        button('Reopen', 'open', 'Deadline reopened')
      )}
    </div>
  );
}

function Row({ deadline: d, ...actions }: { deadline: DeadlineRecord } & RowActions) {
  return (
    <tr data-deadline-id={d.id}>
      <td className="case-table__date" data-label="Due">
        {/* One child: the phone layout puts each child of a cell in a column of its own. */}
        <span>
          {formatDate(d.dueOn)} <DeadlineUrgency dueOn={d.dueOn} state={d.state} />
        </span>
      </td>
      <td data-label="Deadline">{d.title}</td>
      <td data-label="Rule">{d.ruleName ?? 'Set by hand'}</td>
      <td data-label="Trigger">{triggerText(d)}</td>
      <td data-label="Owner">{d.ownerName}</td>
      <td data-label="State" data-deadline-record-state={d.state}>
        {humanize(d.state)}
      </td>
      <td data-label="Actions">
        <StateActions deadline={d} {...actions} />
      </td>
    </tr>
  );
}

interface TableProps {
  rows: DeadlineRecord[];
  onEdit: (d: DeadlineRecord) => void;
  onHistory: (d: DeadlineRecord) => void;
}

function Table({ rows, onEdit, onHistory }: TableProps) {
  if (rows.length === 0) return <p className="muted">No deadline records yet.</p>;
  return (
    <table className="case-table" aria-label="Deadline records of the case">
      <thead>
        <tr>
          {['Due', 'Deadline', 'Rule', 'Trigger', 'Owner', 'State', 'Actions'].map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <Row
            key={d.id}
            deadline={d}
            onEdit={() => {
              onEdit(d);
            }}
            onHistory={() => {
              onHistory(d);
            }}
          />
        ))}
      </tbody>
    </table>
  );
}

export function CaseDeadlineRecords({ caseId }: { caseId: string }) {
  const query = useApiQuery('listDeadlines', {
    query: { caseId, pageSize: 100, sort: 'dueOn:asc' },
  });
  const canAdd = useCan('createDeadline');
  const [adding, setAdding] = useState(false);
  const [rules, setRules] = useState(false);
  const [editing, setEditing] = useState<DeadlineRecord | null>(null);
  const [history, setHistory] = useState<DeadlineRecord | null>(null);
  return (
    <section className="card" aria-labelledby="case-records-title">
      <div className="deadline-records__head">
        <h2 id="case-records-title" className="case-section-title">
          Court deadlines
        </h2>
        <span className="deadline-records__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setRules(true);
            }}
          >
            Rules
          </button>
          {canAdd ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setAdding(true);
              }}
            >
              Add deadline
            </button>
          ) : null}
        </span>
      </div>
      {query.isError ? (
        <LoadFailure
          what="The deadlines"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <Table rows={query.data.items} onEdit={setEditing} onHistory={setHistory} />
      ) : (
        <p className="muted">Loading the deadlines…</p>
      )}
      {rules ? (
        <PanelDialog
          title="Deadline rules"
          wide
          onClose={() => {
            setRules(false);
          }}
        >
          <DeadlineRules />
        </PanelDialog>
      ) : null}
      {adding ? (
        <PanelDialog
          title="Add a deadline"
          onClose={() => {
            setAdding(false);
          }}
        >
          <DeadlineAdd
            caseId={caseId}
            onDone={() => {
              setAdding(false);
            }}
          />
        </PanelDialog>
      ) : null}
      {history ? (
        <PanelDialog
          title={`History: ${history.title}`}
          onClose={() => {
            setHistory(null);
          }}
        >
          <DeadlineHistory id={history.id} open />
        </PanelDialog>
      ) : null}
      {editing ? (
        <PanelDialog
          title={`Edit: ${editing.title}`}
          onClose={() => {
            setEditing(null);
          }}
        >
          <DeadlineEdit
            deadline={editing}
            onDone={() => {
              setEditing(null);
            }}
          />
        </PanelDialog>
      ) : null}
    </section>
  );
}
