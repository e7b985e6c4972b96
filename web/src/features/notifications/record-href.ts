/** Where a notification leads: the screen of the record it is about. */
import type { Notification } from '@backoffice/core/api';
import { hrefOf } from '../../lib/hrefs.ts';

export function recordHref(n: Pick<Notification, 'record' | 'caseId'>): string {
  const { type, id } = n.record;
  switch (type) {
    case 'case':
      return hrefOf('case', { caseId: id });
    case 'client':
      return hrefOf('client', { clientID: id, subPage: 'monitoring' });
    case 'lossRun':
      return hrefOf('lossRuns', undefined, { run: id });
    case 'reportJob':
      return hrefOf('clientReports');
    case 'deadline':
      return n.caseId
        ? hrefOf('case', { caseId: n.caseId, subPage: 'deadlines' })
        : hrefOf('calendar');
    case 'trackerEntry':
      return hrefOf('ingestionTracker');
    case 'settlement':
      return hrefOf('settlement', { settlementId: id });
  }
}
