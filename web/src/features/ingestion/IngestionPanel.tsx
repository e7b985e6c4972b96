/**
 * The Ingestion Panel (`/ingestion`): upload custodian files with a progress bar each; every
 * file lands staged (or skipped, with its reasons); review one to map its columns, see its
 * first rows with the errors marked, and stage it.
 */
import { useState } from 'react';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { UploadList } from '../../components/upload/UploadList.tsx';
import { formatNumber } from '../../lib/format/format.ts';
import { FileReview } from './FileReview.tsx';
import { FileStatus } from './FileStatus.tsx';
import { IngestionLinks } from './IngestionLinks.tsx';
import { UploadForm } from './UploadForm.tsx';
import { useUploads } from './use-uploads.ts';
import './ingestion.css';

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
        <UploadList
          uploads={uploads}
          summary={(file) => (
            <>
              <FileStatus status={file.status} /> {formatNumber(file.validRowCount)} of{' '}
              {formatNumber(file.rowCount)} rows valid
            </>
          )}
          actions={(file) => (
            <button
              type="button"
              className="button"
              onClick={() => {
                setReviewing(file.id);
              }}
            >
              Review
            </button>
          )}
        />
        {reviewing ? <FileReview key={reviewing} fileId={reviewing} onChanged={replace} /> : null}
      </div>
    </>
  );
}

export default defineScreen(IngestionPanel);
