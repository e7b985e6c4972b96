/** The columns of the 13-F position tables: rolled-up positions with their quarter change. */
import type { FilingPosition } from '@backoffice/core/api';
import { quarterLabel } from '@backoffice/core/domain';
import type { TableColumn } from '../../../components/data-table/types.ts';
import { formatMoney, formatMoneyWhole, formatNumber } from '../../../lib/format/format.ts';
import { ChangeBadge, changeLabel, ClientBadge } from '../ChangeBadge.tsx';
import { numberColumn } from '../../../components/data-table/columns.ts';

const KIND_LABELS: Record<FilingPosition['kind'], string> = {
  SH: 'Shares',
  PRN: 'Principal',
  PUT: 'Put options',
  CALL: 'Call options',
};
export const kindLabel = (kind: FilingPosition['kind']) => KIND_LABELS[kind];

function FilerCell({ row }: { row: FilingPosition }) {
  return (
    <span>
      {row.filerName}
      {row.isClient ? (
        <>
          {' '}
          <ClientBadge />
        </>
      ) : null}
    </span>
  );
}

function ChangeCell({ row }: { row: FilingPosition }) {
  return <ChangeBadge change={row.change} />;
}

/** On a phone: the security, its shares and the change, in one cell. */
function PhonePositionCell({ row }: { row: FilingPosition }) {
  return (
    <span>
      {row.issuer}
      <br />
      {formatNumber(row.shares)} {row.kind === 'SH' ? 'sh' : kindLabel(row.kind).toLowerCase()}{' '}
      <ChangeBadge change={row.change} />
    </span>
  );
}

const phonePosition: TableColumn<FilingPosition> = {
  field: 'issuer',
  id: 'position',
  header: 'Position',
  cell: PhonePositionCell,
  minWidth: 150,
  wrap: true,
  phoneOnly: true,
};

const filer: TableColumn<FilingPosition> = {
  field: 'filerName',
  header: 'Filer',
  format: (p) => `${p.filerName}${p.isClient ? ' (client)' : ''}`,
  cell: FilerCell,
  minWidth: 200,
  flex: 2,
  wrap: true,
};

const security: TableColumn<FilingPosition>[] = [
  { field: 'issuer', header: 'Issuer', minWidth: 180, flex: 2, wrap: true, hideOnPhone: true },
  { field: 'cusip', header: 'CUSIP', width: 118, hideOnPhone: true },
];

const figures: TableColumn<FilingPosition>[] = [
  {
    field: 'kind',
    header: 'Kind',
    kind: 'enum',
    format: (p) => kindLabel(p.kind),
    width: 100,
    sortable: false,
    hideOnPhone: true,
  },
  numberColumn('shares', 'Shares / principal', { minWidth: 130, hideOnPhone: true }),
  {
    field: 'value',
    header: 'Value',
    kind: 'money',
    format: (p) => formatMoneyWhole(p.value),
    minWidth: 130,
    hideOnPhone: true,
  },
  {
    field: 'price',
    header: 'Per share',
    kind: 'money',
    format: (p) => (p.price === null ? '' : formatMoney(p.price)),
    sortable: false,
    width: 110,
    hideOnPhone: true,
    // Value over shares says it; with lines filed, shown from the column chooser.
    hiddenByDefault: true,
  },
  {
    field: 'lines',
    header: 'Lines filed',
    kind: 'number',
    sortable: false,
    width: 100,
    hideOnPhone: true,
    hiddenByDefault: true,
  },
  {
    field: 'change',
    header: 'Change',
    format: (p) => changeLabel(p.change),
    cell: ChangeCell,
    width: 120,
    hideOnPhone: true,
  },
];

/** A quarter's positions, of every filer or one. */
export const POSITION_COLUMNS = [filer, phonePosition, ...security, ...figures];
/** Who holds one CUSIP: the filer matters, the security is known. */
export const HOLDER_COLUMNS = [filer, phonePosition, ...figures];

/** One position over time: a row per quarter. */
export const HISTORY_COLUMNS: readonly TableColumn<FilingPosition>[] = [
  {
    field: 'period',
    header: 'Quarter',
    format: (p) => quarterLabel(p.period),
    width: 100,
  },
  // A row per quarter: shares and the change stay on a phone (no summary column here).
  ...figures
    .filter((c) => c.field !== 'kind')
    .map((c) => (c.field === 'shares' || c.field === 'change' ? { ...c, hideOnPhone: false } : c)),
  numberColumn('previousShares', 'Previous', { minWidth: 110, hideOnPhone: true }),
];
