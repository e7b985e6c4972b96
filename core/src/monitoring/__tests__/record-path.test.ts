import { describe, expect, it } from 'vitest';
import { notificationPath } from '../record-path.ts';

describe("a notification's path", () => {
  it.each([
    [{ type: 'case', id: 'CA-0007' }, null, '/cases/case/CA-0007'],
    [{ type: 'client', id: 'CL-0001' }, null, '/clients/client/CL-0001/monitoring'],
    [{ type: 'lossRun', id: 'LR-0042' }, 'CA-0007', '/lossRuns?run=LR-0042'],
    [{ type: 'reportJob', id: 'RJ-0001' }, null, '/client-management/reports'],
    [{ type: 'deadline', id: 'DL-00001' }, 'CA-0007', '/cases/case/CA-0007/deadlines'],
    [{ type: 'deadline', id: 'DL-00001' }, null, '/calendar'],
    [{ type: 'trackerEntry', id: 'IT-00001' }, null, '/ingestionTracker'],
  ] as const)('should lead from %o (case %s) to %s', (record, caseId, path) => {
    expect(notificationPath({ record, caseId })).toBe(path);
  });

  it('should encode what it puts in a path', () => {
    expect(notificationPath({ record: { type: 'case', id: 'a/b?c' }, caseId: null })).toBe(
      '/cases/case/a%2Fb%3Fc',
    );
  });
});
