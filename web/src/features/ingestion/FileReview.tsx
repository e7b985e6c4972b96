/**
 * One uploaded file before it is ingested: which of its columns feeds each of our fields
 * (remembered for its custodian once saved), its first rows with the cells in error marked,
 * and every error of those rows. A skipped file is staged again from here once it reads.
 */
import {
  INGEST_FIELD_LABELS,
  INGEST_FIELDS,
  OPTIONAL_FIELDS,
  type FilePreview,
  type IngestionFile,
  type RowError,
  type UploadKind,
} from '@backoffice/core/api';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../components/toast/toast-store.ts';
import { describeApiError } from '../../lib/api/api-error.ts';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { useApiMutation } from '../../lib/api/use-api-mutation.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { FileStatus } from './FileStatus.tsx';
import { LayoutEditor } from './LayoutEditor.tsx';
import { RowErrorTable } from './RowErrorTable.tsx';

function MappingEditor({
  preview,
  kind,
  onSave,
  saving,
}: {
  preview: FilePreview;
  kind: UploadKind;
  onSave: (columns: Record<string, string>) => void;
  saving: boolean;
}) {
  const [columns, setColumns] = useState<Record<string, string>>(preview.mapping);
  return (
    <form
      className="ingestion-mapping"
      aria-label="Column mapping"
      onSubmit={(e) => {
        e.preventDefault();
        onSave(columns);
      }}
    >
      <div className="ingestion-mapping__fields">
        {INGEST_FIELDS[kind].map((field) => (
          <div className="form-field" key={field}>
            <label className="form-field__label" htmlFor={`map-${field}`}>
              {INGEST_FIELD_LABELS[field]}
              {OPTIONAL_FIELDS.has(field) ? '' : ' *'}
            </label>
            <select
              id={`map-${field}`}
              className="form-control"
              value={columns[field] ?? ''}
              onChange={(e) => {
                setColumns({ ...columns, [field]: e.target.value });
              }}
            >
              <option value="">— none —</option>
              {preview.columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving…' : 'Save mapping for this custodian'}
      </button>
    </form>
  );
}

function PreviewTable({ preview }: { preview: FilePreview }) {
  const byCell = new Map<string, RowError>();
  for (const e of preview.errors) byCell.set(`${String(e.row)}|${e.column}`, e);
  return (
    <div className="ingestion-preview" role="region" aria-label="First rows" tabIndex={0}>
      <table className="ingestion-preview__table">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {preview.columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.row}>
              <th scope="row">{r.row}</th>
              {preview.columns.map((c, i) => {
                const error = byCell.get(`${String(r.row)}|${c}`);
                return (
                  <td
                    key={c}
                    className={error ? 'ingestion-preview__cell--error' : undefined}
                    title={error?.problem}
                    aria-invalid={error ? true : undefined}
                  >
                    {r.cells[i] ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Summary({ file }: { file: IngestionFile }) {
  return (
    <p className="ingestion-review__summary">
      <FileStatus status={file.status} /> {file.clientName} · {file.custodian} · {file.kind} ·{' '}
      {file.period} · {file.rowCount} rows, {file.validRowCount} valid, {file.errorCount} errors
      {file.encoding ? ` · ${file.encoding}` : ''}
    </p>
  );
}

export function FileReview({
  fileId,
  onChanged,
}: {
  fileId: string;
  onChanged: (file: IngestionFile) => void;
}) {
  const preview = useApiQuery('previewIngestionFile', { params: { id: fileId } });
  const save = useApiMutation('saveIngestionMapping');
  const restage = useApiMutation('restageFile');
  if (preview.isPending) return <p>Reading the file…</p>;
  if (preview.isError) return <p role="alert">{describeApiError(preview.error).message}</p>;
  const data = preview.data;
  const kind = data.file.kind === 'holdings' ? 'holdings' : 'trades';
  return (
    <section className="ingestion-review" aria-label={`Review ${data.file.fileName}`}>
      <h2>{data.file.fileName}</h2>
      <Summary file={data.file} />
      {data.file.skipReason ? (
        <p className="ingestion-review__reason">{data.file.skipReason}</p>
      ) : null}
      {data.file.format === 'txt' ? (
        <>
          <h3>Fixed-width layout</h3>
          <LayoutEditor
            key={JSON.stringify(data.layout)}
            initial={data.layout}
            saving={save.isPending}
            onSave={(layout) => {
              save.mutate(
                { params: { id: fileId }, body: { columns: data.mapping, layout } },
                {
                  onSuccess: (next) => {
                    onChanged(next.file);
                    toast({
                      tone: 'success',
                      title: 'Layout saved',
                      description: data.file.custodian,
                    });
                  },
                  onError: (e) =>
                    toast({
                      tone: 'error',
                      title: 'Not saved',
                      description: describeApiError(e).message,
                    }),
                },
              );
            }}
          />
        </>
      ) : null}
      <MappingEditor
        key={JSON.stringify(data.mapping)}
        preview={data}
        kind={kind}
        saving={save.isPending}
        onSave={(columns) => {
          save.mutate(
            { params: { id: fileId }, body: { columns, layout: data.layout } },
            {
              onSuccess: (next) => {
                onChanged(next.file);
                toast({
                  tone: 'success',
                  title: 'Mapping saved',
                  description: data.file.custodian,
                });
              },
              onError: (e) =>
                toast({
                  tone: 'error',
                  title: 'Not saved',
                  description: describeApiError(e).message,
                }),
            },
          );
        }}
      />
      <h3>First rows</h3>
      <PreviewTable preview={data} />
      <h3>Errors in these rows</h3>
      <RowErrorTable errors={data.errors} label={`Errors in ${data.file.fileName}`} />
      <div className="ingestion-review__actions">
        {data.file.status === 'skipped' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={restage.isPending}
            onClick={() => {
              restage.mutate(
                { params: { id: fileId } },
                {
                  onSuccess: (file) => {
                    onChanged(file);
                    toast({ tone: 'success', title: 'Staged', description: file.fileName });
                  },
                  onError: (e) =>
                    toast({
                      tone: 'error',
                      title: 'Not staged',
                      description: describeApiError(e).message,
                    }),
                },
              );
            }}
          >
            Stage
          </button>
        ) : null}
        {data.file.status === 'staged' ? (
          <Link className="button button--primary" to={hrefOf('stagedFiles')}>
            Staged: go to Staged Files
          </Link>
        ) : null}
      </div>
    </section>
  );
}
