/**
 * A court's CM/ECF RSS feed read for new securities suits: staff save the feed's XML (or have
 * it fetched on the API's schedule) and send it here; the answer says how many items it read,
 * how many suggestions it added and how many it already knew. Reading it again adds nothing.
 */
import type { NewSuitFeed } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FilesField } from '../../components/upload/FilesField.tsx';
import { UploadList } from '../../components/upload/UploadList.tsx';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { invalidateAfter } from '../../lib/api/use-api.ts';
import { useFileUploads } from '../../lib/api/use-file-uploads.ts';
import { formatCount, formatNumber } from '../../lib/format/format.ts';

const SENT_AS = new Set(['application/rss+xml', 'application/xml', 'text/xml']);
const mediaTypeOf = (file: File) =>
  SENT_AS.has(file.type) ? file.type : 'application/octet-stream';

function FeedSummary({ answer: a }: { answer: NewSuitFeed }) {
  return (
    <span>
      {a.court}: {formatCount(a.itemsRead, 'item')} read,{' '}
      {formatCount(a.suggestionsAdded, 'suggestion')} added, {formatNumber(a.alreadyKnown)} already
      known
    </span>
  );
}

export function FeedUpload() {
  const client = useQueryClient();
  const access = useAccess('uploadNewSuitFeed');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const { uploads, send } = useFileUploads<NewSuitFeed, null>(async (f, _none, onProgress) =>
    apiRequest('uploadNewSuitFeed', { body: new Uint8Array(await f.arrayBuffer()) }, undefined, {
      contentType: mediaTypeOf(f),
      onProgress,
    }),
  );
  if (!access.allowed) return null;
  return (
    <section className="feed-upload" aria-label="Read a court's feed">
      <FilesField
        id="cmecf-feed"
        label="A district court's CM/ECF RSS feed (XML, as saved from the court)"
        accept=".xml,.rss,application/rss+xml,application/xml,text/xml"
        resetKey={0}
        onChange={(files) => {
          setFile(files[0] ?? null);
        }}
      />
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={!file || busy}
          onClick={() => {
            if (!file) return;
            setBusy(true);
            void send([file], null)
              .then(() => invalidateAfter(client, 'uploadNewSuitFeed', undefined))
              .finally(() => {
                setBusy(false);
              });
          }}
        >
          Read feed
        </button>
      </div>
      <UploadList uploads={uploads} summary={(answer) => <FeedSummary answer={answer} />} />
    </section>
  );
}
