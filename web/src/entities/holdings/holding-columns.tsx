/**
 * A holding's columns, declared once: each table takes the ones it shows and gives them its own
 * widths. The Holdings Page and DOG Holdings show `HOLDING_COLUMNS`, with client and account,
 * and the security, each in one two-line cell.
 */
import type { Holding } from '@backoffice/core/api';
import { ClientAccountCell, SecurityCell } from '../../components/cells/cells.tsx';
import type { TableColumn } from '../../components/data-table/types.ts';
import { formatMoney } from '../../lib/format/format.ts';
import { MarketValueCell, PhoneHoldingCell } from './holding-cells.tsx';
import { numberColumn } from '../../components/data-table/columns.ts';

type Column = TableColumn<Holding>;

/** One column per field, without a width or a cell: the tables add theirs. */
export const HOLDING = {
  asOfDate: { field: 'asOfDate', header: 'Position date', kind: 'date' },
  quantity: numberColumn('quantity', 'Quantity'),
  price: {
    field: 'price',
    header: 'Price',
    kind: 'money',
    format: (h) => formatMoney(h.price, h.currency),
  },
  marketValue: {
    field: 'marketValue',
    header: 'Market value',
    kind: 'money',
    format: (h) => formatMoney(h.marketValue, h.currency),
  },
} satisfies Record<string, Column>;

export const HOLDING_COLUMNS: readonly Column[] = [
  { ...HOLDING.asOfDate, width: 124, hideOnPhone: true },
  {
    field: 'clientName',
    header: 'Client · account',
    format: (h) => `${h.clientName} (${h.accountNumber})`,
    cell: ClientAccountCell,
    minWidth: 180,
    flex: 2,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'ticker',
    header: 'Security',
    format: (h) => `${h.ticker} ${h.cusip} ${h.securityName}`,
    cell: SecurityCell,
    minWidth: 180,
    flex: 2,
    wrap: true,
    hideOnPhone: true,
  },
  {
    field: 'asOfDate',
    id: 'position',
    header: 'Position',
    cell: PhoneHoldingCell,
    minWidth: 90,
    wrap: true,
    phoneOnly: true,
  },
  { field: 'market', header: 'Market', kind: 'enum', width: 100, hideOnPhone: true },
  { ...HOLDING.quantity, minWidth: 110, hideOnPhone: true },
  { ...HOLDING.price, minWidth: 110, hideOnPhone: true },
  { ...HOLDING.marketValue, cell: MarketValueCell, minWidth: 130 },
];
