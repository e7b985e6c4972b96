/**
 * Suggested Cases: new securities suits found in district courts' CM/ECF RSS feeds (read on the
 * API's schedule or uploaded here), each with the securities it likely concerns; staff create
 * the case and its docket from one in a click, or dismiss it; below, each feed's readings and
 * what came of them. Feed text is shown as text.
 */
import { NEW_SUIT_STATES, type NewSuit, newSuitList } from '@backoffice/core/api';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import type { TableColumn, TableFilter } from '../../components/data-table/types.ts';
import { defineScreen } from '../../components/screen/define-screen.tsx';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { formatDate } from '../../lib/format/format.ts';
import { enumOptions, humanize } from '../../lib/format/labels.ts';
import { FeedReadings } from './FeedReadings.tsx';
import { FeedUpload } from './FeedUpload.tsx';
import { SuggestionActions } from './SuggestionActions.tsx';
import './new-suits.css';

const FOUND_BY: Readonly<Record<string, string>> = {
  nature_of_suit: 'Nature of suit 850',
  case_name: 'Case name',
  issuer: 'Our issuer sued',
};

const securitiesOf = (row: NewSuit) =>
  row.securities.map((s) => `${s.ticker} · ${s.name}`).join('; ') || 'None of ours';

const COLUMNS: readonly TableColumn<NewSuit>[] = [
  {
    field: 'filedOn',
    header: 'Filed on',
    kind: 'date',
    format: (r) => formatDate(r.filedOn),
    width: 125,
    hideOnPhone: true,
  },
  { field: 'court', header: 'Court', width: 95, hideOnPhone: true },
  { field: 'docketNumber', header: 'Docket number', width: 130, hideOnPhone: true },
  {
    field: 'caseName',
    header: 'Case name',
    flex: 2,
    minWidth: 180,
    wrap: true,
    hideOnPhone: true,
  },
  // A phone shows the suggestion in one column beside its actions.
  {
    field: 'caseName',
    id: 'suggestion',
    header: 'Suggestion',
    phoneOnly: true,
    sortable: false,
    format: (r) => `${r.caseName} (${r.court} ${r.docketNumber}, ${formatDate(r.filedOn)})`,
    flex: 1,
    minWidth: 150,
    wrap: true,
  },
  {
    field: 'securities',
    header: 'Likely securities',
    sortable: false,
    format: securitiesOf,
    flex: 1,
    minWidth: 140,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'reason',
    header: 'Found by',
    kind: 'enum',
    sortable: false,
    enumLabel: (v) => FOUND_BY[v] ?? humanize(v),
    width: 120,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'state',
    header: 'State',
    kind: 'enum',
    enumLabel: humanize,
    width: 95,
    hideOnPhone: true,
  },
  {
    field: 'id',
    id: 'actions',
    header: 'Actions',
    sortable: false,
    cell: SuggestionActions,
    width: 170,
    wrap: true,
  },
];

const FILTERS: readonly TableFilter[] = [
  { kind: 'enum', param: 'state', label: 'State', options: enumOptions(NEW_SUIT_STATES) },
  { kind: 'text', param: 'court', label: 'Court' },
];

function NewSuitsScreen() {
  return (
    <>
      <PageHeader title="Suggested Cases" />
      <FeedUpload />
      <DataTable
        endpoint="listNewSuits"
        list={newSuitList}
        label="Suggested cases"
        columns={COLUMNS}
        filters={FILTERS}
        emptyText="No suggested case matches."
      />
      <FeedReadings />
    </>
  );
}

export default defineScreen(NewSuitsScreen);
