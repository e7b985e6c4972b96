/** A small report as the API writes it: two cases, one with a plan (recognized loss). */
import type { LossReport, LossResult } from '@backoffice/core/api';

export function line(
  id: string,
  caseId: string,
  fifoNet: number,
  over: Partial<LossResult> = {},
): LossResult {
  return {
    id,
    runId: `RUN-${caseId}`,
    caseId,
    clientId: 'CL-1',
    clientName: 'Harbor Pension Fund',
    accountId: `AC-${id}`,
    accountNumber: `ACC-${id}`,
    securityId: 'SE-1',
    ticker: 'ACME',
    cusip: '000000AA1',
    tradesCount: 3,
    firstTradeDate: '2023-02-01',
    startHolding: 0,
    tsp: 1_000,
    nsp: 400,
    nfe: 1_234_56,
    retained: 400,
    fifoNet,
    fifoNoOffset: fifoNet + 100,
    lifoNet: fifoNet - 100,
    lifoNoOffset: fifoNet,
    recognizedLoss: null,
    ...over,
  };
}

const sum = (lines: LossResult[]) => ({
  fifoNet: lines.reduce((s, l) => s + l.fifoNet, 0),
  fifoNoOffset: lines.reduce((s, l) => s + l.fifoNoOffset, 0),
  lifoNet: lines.reduce((s, l) => s + l.lifoNet, 0),
  lifoNoOffset: lines.reduce((s, l) => s + l.lifoNoOffset, 0),
  recognizedLoss: lines.some((l) => l.recognizedLoss !== null)
    ? lines.reduce((s, l) => s + (l.recognizedLoss ?? 0), 0)
    : null,
  tsp: lines.reduce((s, l) => s + l.tsp, 0),
  nsp: lines.reduce((s, l) => s + l.nsp, 0),
  nfe: lines.reduce((s, l) => s + l.nfe, 0),
});

function section(caseId: string, caption: string, lines: LossResult[]) {
  return {
    caseId,
    caseCaption: caption,
    classPeriodStart: '2023-01-10',
    classPeriodEnd: '2023-06-30',
    disclosureDate: '2023-07-01',
    runId: `RUN-${caseId}`,
    finishedAt: '2024-05-01T10:00:00.000Z',
    lookbacks: [
      { securityId: 'SE-1', ticker: 'ACME', start: '2023-07-01', end: '2023-09-28', mean: 12.3456 },
    ],
    lines,
    totals: sum(lines),
  };
}

export function clientReport(): LossReport {
  const a = [line('1', 'CA-1', 500_000_25), line('2', 'CA-1', -20_00)];
  const b = [line('3', 'CA-2', 75_00, { recognizedLoss: 60_00 })];
  return {
    kind: 'client',
    id: 'CL-1',
    title: 'Loss report: Harbor Pension Fund',
    generatedAt: '2024-05-02T08:30:00.000Z',
    sections: [
      section('CA-1', 'In re Acme Securities Litigation', a),
      section('CA-2', 'In re Beta Corp.', b),
    ],
    totals: sum([...a, ...b]),
  };
}

export function caseReport(): LossReport {
  const lines = [line('1', 'CA-1', 500_000_25), line('2', 'CA-1', -20_00)];
  return {
    kind: 'case',
    id: 'CA-1',
    title: 'Loss report: In re Acme Securities Litigation',
    generatedAt: '2024-05-02T08:30:00.000Z',
    sections: [section('CA-1', 'In re Acme Securities Litigation', lines)],
    totals: sum(lines),
  };
}
