/**
 * A deadline's History, in its own words (deadline-history.ts): as a section at the foot of its
 * Edit dialog, or alone in a dialog for those who may read it but not edit it.
 */
import type { AuditEntry } from '@backoffice/core/api';
import { HistorySection } from '../../../components/audit/HistorySection.tsx';
import { RecordHistory } from '../../../components/audit/RecordHistory.tsx';
import { deadlineHistoryWording } from './deadline-history.ts';

const words = (entry: AuditEntry) => deadlineHistoryWording(entry);

export function DeadlineHistory({ id, open = false }: { id: string; open?: boolean }) {
  return open ? (
    <RecordHistory recordType="deadline" id={id} words={words} />
  ) : (
    <HistorySection recordType="deadline" id={id} words={words} />
  );
}
