/**
 * The custodian file a record was ingested from, linked to the Ingested Files screen narrowed
 * to it (`?fileId=`). Its name comes from the ingestion files, which not everyone may read:
 * without it the link shows the file's id and says why.
 */
import { Link } from 'react-router-dom';
import { describeApiError } from '../../../lib/api/api-error.ts';
import { useApiQuery } from '../../../lib/api/use-api.ts';
import { useCan } from '../../../lib/api/use-can.ts';
import { formatDateTime } from '../../../lib/format/format.ts';
import { hrefOf } from '../../../lib/hrefs.ts';

const FILE_STALE_MS = 10 * 60_000;

function whyUnnamed(error: unknown): string | null {
  const status = describeApiError(error).status;
  if (status === 403) return 'You may not see ingestion files.';
  if (status === 404) return 'The file is no longer listed.';
  return 'Its name could not be loaded.';
}

export function SourceFile({ fileId }: { fileId: string }) {
  const canRead = useCan('getIngestionFile');
  const file = useApiQuery(
    'getIngestionFile',
    { params: { id: fileId } },
    { enabled: canRead, staleTime: FILE_STALE_MS, retry: false },
  );
  const href = hrefOf('ingestedFiles', undefined, { fileId });
  const note = !canRead
    ? 'You may not see ingestion files.'
    : file.isError
      ? whyUnnamed(file.error)
      : null;
  return (
    <span className="source-file">
      <Link to={href} className="source-file__link">
        {file.data ? file.data.fileName : fileId}
      </Link>
      {file.data ? (
        <span className="source-file__meta">
          {fileId} · {file.data.custodian} · received {formatDateTime(file.data.receivedAt)}
        </span>
      ) : null}
      {note ? <span className="source-file__meta">{note}</span> : null}
    </span>
  );
}
