/**
 * A court's CM/ECF RSS feed read for new securities suits: staff save the feed's XML (or have
 * it fetched on the API's schedule) and send it here; the answer says how many items it read,
 * how many suggestions it added and how many it already knew. Reading it again adds nothing.
 */
import type { NewSuitFeed } from '@backoffice/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { OneFileUpload } from '../../components/upload/OneFileUpload.tsx';
import { apiRequest } from '../../lib/api/api-request.ts';
import { useAccess } from '../../lib/api/use-can.ts';
import { invalidateAfter } from '../../lib/api/use-api-mutation.ts';
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
  if (!access.allowed) return null;
  return (
    <OneFileUpload<NewSuitFeed>
      name="Read a court's feed"
      className="feed-upload"
      inputId="cmecf-feed"
      label="A district court's CM/ECF RSS feed (XML, as saved from the court)"
      accept=".xml,.rss,application/rss+xml,application/xml,text/xml"
      action="Read feed"
      send={async (file, onProgress) =>
        apiRequest(
          'uploadNewSuitFeed',
          { body: new Uint8Array(await file.arrayBuffer()) },
          undefined,
          { contentType: mediaTypeOf(file), onProgress },
        )
      }
      afterSend={() => invalidateAfter(client, 'uploadNewSuitFeed', undefined)}
      summary={(answer) => <FeedSummary answer={answer} />}
    />
  );
}
