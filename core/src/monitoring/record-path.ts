/**
 * Where a notification leads: the app's path of the record it is about. The bell's links and
 * the e-mails' links are the same, built from the shared route table.
 */
import type { Notification } from '../api/index.ts';
import { routeById, type RouteId } from '../routes.ts';

/** The route's path with `params` filled in (absent optional segments dropped) and `search`. */
function pathOf(id: RouteId, params: Record<string, string> = {}, search?: Record<string, string>) {
  const path = routeById(id).path.replace(/\/:(\w+)(\?)?/g, (_all, name: string) => {
    const value = params[name];
    return value === undefined ? '' : `/${encodeURIComponent(value)}`;
  });
  const qs = search ? new URLSearchParams(search).toString() : '';
  return qs ? `${path}?${qs}` : path;
}

export function notificationPath(n: Pick<Notification, 'record' | 'caseId'>): string {
  const { type, id } = n.record;
  switch (type) {
    case 'case':
      return pathOf('case', { caseId: id });
    case 'client':
      return pathOf('client', { clientID: id, subPage: 'monitoring' });
    case 'lossRun':
      return pathOf('lossRuns', {}, { run: id });
    case 'reportJob':
      return pathOf('clientReports');
    case 'deadline':
      return n.caseId
        ? pathOf('case', { caseId: n.caseId, subPage: 'deadlines' })
        : pathOf('calendar');
    case 'trackerEntry':
      return pathOf('ingestionTracker');
    case 'settlement':
      return pathOf('settlement', { settlementId: id });
  }
}
