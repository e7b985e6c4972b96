/**
 * A record's History at the foot of its view (a panel or dialog without tabs): closed at
 * first, and read from the API only once opened, so a record's view costs no extra call.
 */
import type { AuditRecordType } from '@backoffice/core/api';
import { useState } from 'react';
import { RecordHistory, type HistoryWords } from './RecordHistory.tsx';
import './audit.css';

interface HistorySectionProps {
  recordType: AuditRecordType;
  id: string;
  words?: HistoryWords;
}

export function HistorySection({ recordType, id, words }: HistorySectionProps) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="history-section"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
      }}
    >
      <summary className="history-section__summary">History</summary>
      {open ? <RecordHistory recordType={recordType} id={id} words={words} /> : null}
    </details>
  );
}
