/** How a break reads: its kind, its suggested cause and who explained it, in words. */
import type { Discrepancy } from '@backoffice/core/api';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format/format.ts';

const KIND_LABELS: Readonly<Record<Discrepancy['kind'], string>> = {
  quantity_mismatch: 'Quantity mismatch',
  missing_holding: 'Missing holding',
  unexpected_holding: 'Unexpected holding',
};

const isKind = (kind: string): kind is Discrepancy['kind'] => kind in KIND_LABELS;

export const kindLabel = (kind: string): string => (isKind(kind) ? KIND_LABELS[kind] : kind);

export function causeText(d: Pick<Discrepancy, 'cause'>): string {
  const cause = d.cause;
  if (cause === null) return '';
  switch (cause.kind) {
    case 'transfer':
      return `Transfer with account ${cause.counterpartAccountNumber || cause.counterpartAccountId}`;
    case 'split':
      return `Split ${cause.ratio}`;
    case 'missing_file':
      return `Missing trades file (${cause.periods.join(', ')})`;
  }
}

export function explainedText(d: Pick<Discrepancy, 'explanation'>): string {
  const e = d.explanation;
  return e ? `${e.explainedBy}, ${formatDateTime(e.explainedAt)}` : '';
}

export const signed = (n: number): string => (n > 0 ? `+${formatNumber(n)}` : formatNumber(n));

export function periodText(d: Pick<Discrepancy, 'startDate' | 'asOfDate'>): string {
  return d.startDate
    ? `${formatDate(d.startDate)} → ${formatDate(d.asOfDate)}`
    : `Up to ${formatDate(d.asOfDate)}`;
}
