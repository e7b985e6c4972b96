/**
 * The Ingestion Panel (`/ingestion`): upload custodian files with a progress bar each; every
 * file lands staged (or skipped, with its reasons); review one to map its columns, see its
 * first rows with the errors marked, and stage it.
 */
import { useState } from 'react';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { formatNumber } from '../../lib/format/format.ts';
import { FileReview } from './FileReview.tsx';
import { FileStatus } from './FileStatus.tsx';
import { IngestionLinks } from './IngestionLinks.tsx';
import { UploadForm } from './UploadForm.tsx';
import { useUploads, type Upload } from './use-uploads.ts';
import './ingestion.css';

function UploadRow({ upload, onReview }: { upload: Upload; onReview: (id: string) => void }) {
  const { file } = upload;
  return (
    <li className="upload-row">
      <span className="upload-row__name">{upload.name}</span>
      <progress
        className="upload-row__bar"
        max={1}
        value={upload.progress}
        aria-label={`Upload of ${upload.name}`}
      />
      <span className="upload-row__state">
        {upload.state === 'sending' ? `${String(Math.round(upload.progress * 100))}%` : null}
        {upload.state === 'failed' ? <span role="alert">{upload.error}</span> : null}
        {file ? (
          <>
            <FileStatus status={file.status} /> {formatNumber(file.validRowCount)} of{' '}
            {formatNumber(file.rowCount)} rows valid
          </>
        ) : null}
      </span>
      {file ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            onReview(file.id);
          }}
        >
          Review
        </button>
      ) : null}
    </li>
  );
}

function IngestionPanel() {
  const { uploads, send, replace } = useUploads();
  const [reviewing, setReviewing] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Ingestion Panel" />
      <IngestionLinks />
      <div className="ingestion-panel">
        <UploadForm
          onUpload={async (files, choice) => {
            await send(files, choice);
          }}
        />
        {uploads.length > 0 ? (
          <ul className="upload-list" aria-label="Uploads">
            {uploads.map((u) => (
              <UploadRow key={u.key} upload={u} onReview={setReviewing} />
            ))}
          </ul>
        ) : null}
        {reviewing ? <FileReview key={reviewing} fileId={reviewing} onChanged={replace} /> : null}
      </div>
    </>
  );
}

export default defineScreen(IngestionPanel);
