import type { LossRun } from '@backoffice/core/api';
import { describe, expect, it } from 'vitest';
import { latestRunPerClient } from '../latest-runs.ts';

const run = (
  id: string,
  clientId: string,
  createdAt: string,
  loss: number,
  ok = true,
): LossRun => ({
  id,
  caseId: 'CA-0001',
  caseCaption: 'In re Acme',
  clientId,
  clientName: `Client ${clientId}`,
  method: 'FIFO',
  status: ok ? 'completed' : 'failed',
  classPeriodStart: '2024-01-02',
  classPeriodEnd: '2024-06-28',
  lookbackPrices: {},
  accountsCount: 1,
  resultsCount: 1,
  totalRecognizedLoss: loss,
  message: null,
  createdAt,
  createdBy: 'staff',
});

describe('the latest run per client', () => {
  it('should keep the newest completed run of each client, largest loss first', () => {
    const runs = [
      run('LR-3', 'CL-1', '2025-03-01T10:00:00.000Z', 0, false),
      run('LR-2', 'CL-2', '2025-02-01T10:00:00.000Z', 500),
      run('LR-1', 'CL-1', '2025-01-01T10:00:00.000Z', 100),
      run('LR-4', 'CL-2', '2024-12-01T10:00:00.000Z', 900),
    ];
    expect(latestRunPerClient(runs).map((r) => r.id)).toEqual(['LR-2', 'LR-1']);
  });

  it('should leave out a client whose runs all failed', () => {
    expect(latestRunPerClient([run('LR-9', 'CL-9', '2025-01-01T00:00:00.000Z', 0, false)])).toEqual(
      [],
    );
  });
});
