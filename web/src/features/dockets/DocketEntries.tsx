/**
 * The selected docket: what it is (its related dockets linked), its entries (a second table)
 * and, for writers, editing or closing it, a new entry, a PACER report's import and a fetch of
 * its entries from CourtListener.
 */
import { docketEntryList } from '@backoffice/core/api';
import type { Docket } from '@backoffice/core/api';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { Details } from '../../components/detail/Details.tsx';
import { PanelDialog } from '../../components/dialog/PanelDialog.tsx';
import { Banner } from '../../components/feedback/Banner.tsx';
import { StatusView } from '../../components/feedback/StatusView.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useCan } from '../../lib/api/use-can.ts';
import { formatDate, formatNumber } from '../../lib/format/format.ts';
import { humanize } from '../../lib/format/labels.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { KEEP_SCROLL } from '../../lib/list-state/use-list-state.ts';
import { DocketEdit } from './DocketEdit.tsx';
import { useRelatedDockets } from './use-related-dockets.ts';
import { EntryForm } from './EntryForm.tsx';
import { PacerImport } from './PacerImport.tsx';
import { CourtListenerFetch } from './CourtListenerFetch.tsx';
import { ENTRIES_PREFIX, ENTRY_COLUMNS, ENTRY_FILTERS } from './entry-table.ts';
import { ADD_ENTRY_PARAM, useSelectedDocket } from './use-selected-docket.ts';

interface Props {
  docketId: string;
  onClose: () => void;
}

/** `?addEntry=1` opens the form, so a reload (or a re-sign-in) comes back to it. */
function useAddingEntry(): [boolean, (open: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const set = (open: boolean) => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (open) next.set(ADD_ENTRY_PARAM, '1');
        else next.delete(ADD_ENTRY_PARAM);
        return next;
      },
      { state: KEEP_SCROLL },
    );
  };
  return [search.get(ADD_ENTRY_PARAM) === '1', set];
}

/** The dockets this one names as related, each a link that selects it. */
function RelatedDockets({ docket }: { docket: Docket }) {
  const { hrefFor } = useSelectedDocket();
  const related = useRelatedDockets(docket);
  if (docket.relatedDocketIds.length === 0) return null;
  return related.map(({ id, docket: d }, i) => (
    <span key={id}>
      {i > 0 ? ', ' : null}
      <Link to={hrefFor(id)}>{d?.docketNumber ?? id}</Link>
    </span>
  ));
}

function EditDocket({ docket }: { docket: Docket }) {
  const [editing, setEditing] = useState(false);
  const done = () => {
    setEditing(false);
  };
  return (
    <>
      <button
        type="button"
        className="button button--small"
        onClick={() => {
          setEditing(true);
        }}
      >
        Edit docket
      </button>
      {editing ? (
        <PanelDialog title={`Docket ${docket.docketNumber}`} onClose={done}>
          <DocketEdit docket={docket} onDone={done} />
        </PanelDialog>
      ) : null}
    </>
  );
}

export function DocketEntries({ docketId, onClose }: Props) {
  const docket = useApiQuery('getDocket', { params: { id: docketId } });
  const canAdd = useCan('createDocketEntry');
  const canEdit = useCan('updateDocket');
  const [addingParam, setAdding] = useAddingEntry();
  const adding = canAdd && addingParam;
  const sectionRef = useRef<HTMLElement>(null);

  // After the navigation that selected the docket (which scrolls to the top), bring it in view.
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      sectionRef.current?.scrollIntoView({ block: 'start' }),
    );
    return () => {
      cancelAnimationFrame(frame);
    };
  }, []);

  const closeButton = (
    <button type="button" className="button button--small" onClick={onClose}>
      Close
    </button>
  );

  if (docket.isPending) {
    return (
      <section ref={sectionRef} className="docket-panel card" aria-label="Docket">
        <StatusView title="Loading the docket…" />
      </section>
    );
  }
  if (docket.isError) {
    return (
      <section ref={sectionRef} className="docket-panel card" aria-label="Docket">
        <Banner tone="error" action={closeButton}>
          {describeApiError(docket.error).message}
        </Banner>
      </section>
    );
  }

  const d = docket.data;
  return (
    <section ref={sectionRef} className="docket-panel card" aria-labelledby="docket-panel-title">
      <header className="docket-panel__header">
        <div className="docket-panel__title">
          <h2 id="docket-panel-title">Docket {d.docketNumber}</h2>
          <Link to={hrefOf('case', { caseId: d.caseId })}>{d.caseCaption}</Link>
        </div>
        <span className="docket-panel__actions">
          {canEdit ? <EditDocket docket={d} /> : null}
          {closeButton}
        </span>
      </header>
      <Details
        items={[
          { label: 'Court', value: d.court },
          { label: 'Judge', value: d.judge },
          { label: 'Status', value: humanize(d.status) },
          { label: 'Opened on', value: formatDate(d.openedOn) },
          ...(d.closedOn ? [{ label: 'Closed on', value: formatDate(d.closedOn) }] : []),
          {
            label: 'Related dockets',
            value: d.relatedDocketIds.length > 0 ? <RelatedDockets docket={d} /> : null,
          },
          { label: 'Last filing', value: formatDate(d.lastFilingOn) },
          { label: 'Entries', value: formatNumber(d.entryCount) },
        ]}
      />
      <PacerImport docketId={docketId} />
      <CourtListenerFetch docketId={docketId} />
      {adding ? (
        <EntryForm
          docketId={docketId}
          docketNumber={d.docketNumber}
          onDone={() => {
            setAdding(false);
          }}
        />
      ) : null}
      <DataTable
        endpoint="listDocketEntries"
        list={docketEntryList}
        params={{ id: docketId }}
        urlPrefix={ENTRIES_PREFIX}
        label="Docket entries"
        columns={ENTRY_COLUMNS}
        filters={ENTRY_FILTERS}
        emptyText="No entry of this docket matches."
        actions={
          canAdd && !adding ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setAdding(true);
              }}
            >
              Add entry
            </button>
          ) : null
        }
      />
      <HistorySection recordType="docket" id={docketId} />
    </section>
  );
}
