/** The news list: its columns, filters and the words for statuses and audiences, declared once. */
import { NEWS_AUDIENCES, NEWS_STATUSES, type NewsItem } from '@backoffice/core/api';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { enumOptions } from '../../lib/format/labels.ts';
import { dateColumn } from '../../components/data-table/columns.ts';

const AUDIENCE_LABELS: Readonly<Partial<Record<string, string>>> = {
  all_clients: 'All clients',
  selected_clients: 'Selected clients',
  internal: 'Staff only',
};

export const audienceLabel = (value: string): string => AUDIENCE_LABELS[value] ?? value;

/** "Selected clients (3)": how many the caller sees of those it is addressed to. */
export const audienceText = (item: NewsItem): string =>
  item.audience === 'selected_clients'
    ? `${audienceLabel(item.audience)} (${String(item.clientIds.length)})`
    : audienceLabel(item.audience);

export const STATUS_OPTIONS = enumOptions(NEWS_STATUSES);
export const AUDIENCE_OPTIONS = NEWS_AUDIENCES.map((value) => ({
  value,
  label: audienceLabel(value),
}));

export const NEWS_COLUMNS: readonly TableColumn<NewsItem>[] = [
  { field: 'title', header: 'Title', flex: 3, minWidth: 200, wrap: true },
  { field: 'status', header: 'Status', kind: 'enum', width: 125 },
  {
    field: 'audience',
    header: 'Audience',
    kind: 'enum',
    enumLabel: audienceLabel,
    format: audienceText,
    minWidth: 160,
    hideOnPhone: true,
  },
  dateColumn('publishDate', 'Publish date', { width: 135 }),
  { field: 'author', header: 'Author', flex: 1, minWidth: 140, hideOnPhone: true },
];

export const NEWS_FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'status', label: 'Status', options: STATUS_OPTIONS },
  { kind: 'enum', param: 'audience', label: 'Audience', options: AUDIENCE_OPTIONS },
  { kind: 'dateRange', label: 'Publish date' },
];
