/**
 * A run's result lines: one per account and security, with the lead-plaintiff factors and the
 * FIFO and LIFO losses (net, and with no gain offsetting a loss). Money is integer cents. The
 * client, account and security share one column, so the figures fit beside them.
 */
import type { LossResult } from '@backoffice/core/api';
import {
  ACCOUNT_LOOKUP,
  CLIENT_LOOKUP,
  SECURITY_LOOKUP,
} from '../../../components/data-table/lookups.ts';
import type { TableColumn, TableFilter } from '../../../components/data-table/types.ts';
import { formatCents, formatNumber } from '../../../lib/format/format.ts';
import { NetLossCell, PositionCell, positionText } from './PositionCell.tsx';

type CentsField = 'nfe' | 'fifoNet' | 'fifoNoOffset' | 'lifoNet' | 'lifoNoOffset';

const money = (field: CentsField, header: string, hideOnPhone = true): TableColumn<LossResult> => ({
  field,
  header,
  kind: 'money',
  format: (r) => formatCents(r[field]),
  // A gain in NFE (a minus sign) and the no-offset headers need a little more room.
  width: field === 'nfe' || field.endsWith('NoOffset') ? 126 : 116,
  hideOnPhone,
});

const shares = (field: 'tsp' | 'nsp', header: string): TableColumn<LossResult> => ({
  field,
  header,
  kind: 'number',
  format: (r) => formatNumber(r[field]),
  width: 80,
  hideOnPhone: true,
});

export const RESULT_COLUMNS: readonly TableColumn<LossResult>[] = [
  {
    field: 'clientName',
    header: 'Client · account',
    format: positionText,
    cell: PositionCell,
    flex: 2,
    minWidth: 140,
    wrap: true,
  },
  {
    field: 'fifoNet',
    id: 'netLoss',
    header: 'Net loss',
    kind: 'money',
    cell: NetLossCell,
    minWidth: 130,
    wrap: true,
    phoneOnly: true,
  },
  shares('tsp', 'TSP'),
  shares('nsp', 'NSP'),
  money('nfe', 'NFE'),
  money('fifoNet', 'FIFO net'),
  money('fifoNoOffset', 'FIFO no offset'),
  money('lifoNet', 'LIFO net'),
  money('lifoNoOffset', 'LIFO no offset'),
  {
    field: 'recognizedLoss',
    header: 'Recognized loss',
    kind: 'money',
    format: (r) => formatCents(r.recognizedLoss),
    width: 128,
    hideOnPhone: true,
  },
];

export const RESULT_FILTERS: readonly TableFilter[] = [
  { kind: 'lookup', param: 'clientId', label: 'Client', source: CLIENT_LOOKUP },
  { kind: 'lookup', param: 'accountId', label: 'Account', source: ACCOUNT_LOOKUP },
  { kind: 'lookup', param: 'securityId', label: 'Security', source: SECURITY_LOOKUP },
];
