/**
 * The monthly monitoring report's own tables as plain data, shared by the screen, the PDF and the
 * workbook so the three never disagree: the month's new cases where the client is eligible, the
 * cases above its threshold, lead-plaintiff deadlines ahead, claim deadlines ahead and payments
 * received. Each cell keeps its text (screen, PDF) and its value (workbook).
 */
import type { MonthlyMonitoring } from '../../api/index.ts';
import { formatCents, formatDate } from '../format.ts';
import type { SheetCell, SheetFormat } from '../sheet-spec.ts';
import type { Fact } from './report-figures-text.ts';

type CaseRow = MonthlyMonitoring['newCases'][number];

export interface MonitoringColumn {
  label: string;
  format: SheetFormat;
  width: number;
}

export interface MonitoringCell {
  text: string;
  value: SheetCell;
}

export interface MonitoringTable {
  id: string;
  title: string;
  /** The workbook sheet's name (at most 31 characters). */
  sheet: string;
  /** Said instead of an empty table. */
  empty: string;
  columns: MonitoringColumn[];
  rows: MonitoringCell[][];
  footer: MonitoringCell[] | null;
}

const text = (value: string): MonitoringCell => ({ text: value, value });
const money = (cents: number | null): MonitoringCell => ({
  text: formatCents(cents),
  value: cents === null ? null : cents / 100,
});
const day = (iso: string | null): MonitoringCell => ({
  text: formatDate(iso),
  value: iso === null ? null : new Date(`${iso}T00:00:00Z`),
});
const column = (label: string, format: SheetFormat, width = 16): MonitoringColumn => ({
  label,
  format,
  width,
});

const CASE_COLUMNS = [
  column('Case', 'text', 48),
  column('Opened', 'date', 12),
  column('FIFO net loss', 'money'),
  column('LIFO net loss', 'money'),
  column('Above threshold', 'text', 14),
  column('Lead-plaintiff deadline', 'date', 20),
];

const caseCells = (r: CaseRow): MonitoringCell[] => [
  text(r.caseCaption),
  day(r.openedOn),
  money(r.fifoNet),
  money(r.lifoNet),
  text(r.aboveThreshold ? 'Yes' : 'No'),
  day(r.leadPlaintiffDeadline),
];

export function monitoringTables(m: MonthlyMonitoring): MonitoringTable[] {
  return [
    {
      id: 'new-cases',
      sheet: 'New cases',
      title: 'New cases this month where the client is eligible',
      empty: 'No new case this month where the client traded in the class period.',
      columns: CASE_COLUMNS,
      rows: m.newCases.map(caseCells),
      footer: [
        text('Total'),
        text(''),
        money(m.totals.newCasesFifoNet),
        money(m.totals.newCasesLifoNet),
        text(''),
        text(''),
      ],
    },
    {
      id: 'above-threshold',
      sheet: 'Above threshold',
      title: 'Cases above the client’s loss threshold',
      empty: m.monitored
        ? 'No case where the client’s estimated loss meets its threshold.'
        : 'The client is not monitored: no threshold applies.',
      columns: CASE_COLUMNS,
      rows: m.aboveThreshold.map(caseCells),
      footer: null,
    },
    {
      id: 'lead-plaintiff',
      sheet: 'Lead-plaintiff deadlines',
      title: 'Lead-plaintiff deadlines ahead',
      empty: 'No lead-plaintiff deadline ahead in a case where the client is eligible.',
      columns: CASE_COLUMNS,
      rows: m.leadPlaintiffDeadlines.map(caseCells),
      footer: null,
    },
    {
      id: 'claim-deadlines',
      sheet: 'Claim deadlines',
      title: 'Claim deadlines ahead, claims not filed',
      empty: 'No claim awaits filing.',
      columns: [
        column('Settlement', 'text', 36),
        column('Case', 'text', 48),
        column('Claim deadline', 'date', 14),
      ],
      rows: m.claimDeadlines.map((c) => [
        text(c.settlementName),
        text(c.caseCaption),
        day(c.claimDeadline),
      ]),
      footer: null,
    },
    {
      id: 'payments',
      sheet: 'Payments received',
      title: 'Payments received this month',
      empty: 'No payment received this month.',
      columns: [
        column('Settlement', 'text', 36),
        column('Case', 'text', 48),
        column('Paid on', 'date', 12),
        column('Amount', 'money'),
        column('Expected', 'money'),
      ],
      rows: m.payments.map((p) => [
        text(p.settlementName),
        text(p.caseCaption),
        day(p.paidOn),
        money(p.amount),
        money(p.expected),
      ]),
      footer: m.payments.length
        ? [text('Total'), text(''), text(''), money(m.totals.paymentsReceived), text('')]
        : null,
    },
  ];
}

/** The monitoring facts beside the report's own: threshold and the month's counts. */
export function monitoringFacts(m: MonthlyMonitoring): Fact[] {
  return [
    {
      label: 'Loss threshold',
      value: m.monitored ? formatCents(m.lossThresholdUsd * 100) : 'Not monitored',
    },
    { label: 'New eligible cases', value: String(m.newCases.length) },
    { label: 'Cases above threshold', value: String(m.aboveThreshold.length) },
    { label: 'Payments received', value: formatCents(m.totals.paymentsReceived) },
  ];
}
