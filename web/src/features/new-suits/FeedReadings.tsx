/**
 * Feed readings: when each court's feed was last read (on the API's schedule or uploaded here)
 * and what came of it: items read, new suggestions, duplicates skipped; a failed reading marked
 * Failed with why (the court's HTTP answer, a feed too large, a document that is no RSS). The
 * API keeps each feed's latest readings. Feed text and addresses are shown as text.
 */
import { FEED_READING_OUTCOMES, type NewSuitFeed, newSuitFeedList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { formatDateTime, formatNumber } from '../../lib/format/format.ts';
import { toneClass } from '../../components/feedback/tone.ts';
import { enumOptions } from '../../lib/format/labels.ts';

const feedOf = (r: NewSuitFeed) => (r.source === 'upload' ? 'Uploaded' : r.source);
const outcomeText = (r: NewSuitFeed) => (r.problem === null ? 'Read' : `Failed: ${r.problem}`);

function Outcome({ row }: { row: NewSuitFeed }) {
  if (row.problem === null) return <span data-feed-outcome="read">Read</span>;
  return (
    <span data-feed-outcome="failed">
      <span className={`status-badge feed-reading-failed${toneClass('error')}`}>Failed</span>{' '}
      {row.problem}
    </span>
  );
}

const count = (field: 'itemsRead' | 'suggestionsAdded' | 'alreadyKnown', header: string) =>
  ({
    field,
    header,
    kind: 'number',
    format: (r) => formatNumber(r[field]),
    width: 120,
    hideOnPhone: true,
  }) satisfies TableColumn<NewSuitFeed>;

const countsText = (r: NewSuitFeed) =>
  `${formatNumber(r.itemsRead)} read, ${formatNumber(r.suggestionsAdded)} new, ${formatNumber(r.alreadyKnown)} skipped`;
const readingText = (r: NewSuitFeed) =>
  `${formatDateTime(r.readAt)}, ${feedOf(r)}: ${r.problem === null ? countsText(r) : outcomeText(r)}`;

/** A phone's one column: when, which feed, and its counts or its failure. */
function Reading({ row }: { row: NewSuitFeed }) {
  return (
    <span>
      {formatDateTime(row.readAt)}, {feedOf(row)}:{' '}
      {row.problem === null ? countsText(row) : <Outcome row={row} />}
    </span>
  );
}

const COLUMNS: readonly TableColumn<NewSuitFeed>[] = [
  {
    field: 'readAt',
    header: 'Read at',
    kind: 'datetime',
    format: (r) => formatDateTime(r.readAt),
    width: 175,
    hideOnPhone: true,
  },
  {
    field: 'readAt',
    id: 'reading',
    header: 'Reading',
    phoneOnly: true,
    sortable: false,
    format: readingText,
    cell: Reading,
    flex: 1,
    minWidth: 150,
    wrap: true,
  },
  {
    field: 'source',
    header: 'Feed',
    format: feedOf,
    flex: 1,
    minWidth: 160,
    wrap: true,
    hideOnPhone: true,
  },
  { field: 'court', header: 'Court', width: 95, hideOnPhone: true },
  count('itemsRead', 'Items read'),
  count('suggestionsAdded', 'New suggestions'),
  count('alreadyKnown', 'Duplicates skipped'),
  {
    field: 'problem',
    header: 'Outcome',
    sortable: false,
    format: outcomeText,
    cell: Outcome,
    flex: 2,
    minWidth: 180,
    wrap: true,
    hideOnPhone: true,
  },
];

const FILTERS: readonly TableFilter[] = [
  {
    kind: 'enum',
    param: 'outcome',
    label: 'Outcome',
    options: enumOptions(FEED_READING_OUTCOMES),
  },
  { kind: 'text', param: 'court', label: 'Court' },
];

export function FeedReadings() {
  return (
    <section className="feed-readings" aria-labelledby="feed-readings-title">
      <h2 id="feed-readings-title">Feed readings</h2>
      <DataTable
        endpoint="listNewSuitFeeds"
        list={newSuitFeedList}
        label="Feed readings"
        urlPrefix="readings"
        columns={COLUMNS}
        filters={FILTERS}
        emptyText="No feed has been read yet."
      />
    </section>
  );
}
