/**
 * One of the file lists: the files of one status, with what can be done to each, and under
 * the table the details of the file chosen (`?file=`): its reason and row errors.
 */
import { ingestionFileList } from '@backoffice/core/api';
import type { FileStatus, IngestionFile } from '@backoffice/core/api';
import { useSearchParams } from 'react-router-dom';
import { HistorySection } from '../../components/audit/HistorySection.tsx';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { FileActions } from './FileActions.tsx';
import { FILE_FILTERS, fileColumns } from './file-columns.ts';
import { RowErrorTable } from './RowErrorTable.tsx';
import './ingestion.css';

const ACTIONS: TableColumn<IngestionFile> = {
  field: 'id',
  id: 'actions',
  header: 'Actions',
  sortable: false,
  cell: FileActions,
  width: 190,
  // The buttons flow onto a second line and the row grows with them: no row covers the next.
  wrap: true,
};

function FileDetails({ id }: { id: string }) {
  const file = useApiQuery('getIngestionFile', { params: { id } });
  if (file.isPending) return <p>Loading the file…</p>;
  if (file.isError) return <p role="alert">{describeApiError(file.error).message}</p>;
  const f = file.data;
  return (
    <section className="file-details" aria-label={`Details of ${f.fileName}`}>
      <h2>{f.fileName}</h2>
      <p>
        {f.id} · {f.clientName} · {f.custodian} · {f.kind} · {f.period} · {f.format.toUpperCase()}
        {f.encoding ? ` (${f.encoding})` : ''} · {f.rowCount} rows, {f.validRowCount} valid
      </p>
      {f.skipReason ? <p className="ingestion-review__reason">Reason: {f.skipReason}</p> : null}
      <RowErrorTable errors={f.rowErrors} label={`Row errors of ${f.fileName}`} />
      <HistorySection recordType="ingestionFile" id={f.id} />
    </section>
  );
}

export function FileList({ status, title }: { status: FileStatus; title: string }) {
  const [search] = useSearchParams();
  const chosen = search.get('file') ?? search.get('fileId');
  return (
    <>
      <PageHeader title={title} />
      <DataTable
        endpoint="listIngestionFiles"
        list={ingestionFileList}
        label={title}
        columns={fileColumns(status, ACTIONS)}
        filters={FILE_FILTERS}
        fixedQuery={{ status, ...(search.get('fileId') ? { id: search.get('fileId') ?? '' } : {}) }}
        emptyText={`No ${status} file matches.`}
      />
      {chosen ? <FileDetails key={chosen} id={chosen} /> : null}
    </>
  );
}
