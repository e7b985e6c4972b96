import type { CalendarEvent } from '@backoffice/core/api';
import { useState } from 'react';
import { downloadText } from '../../lib/download.ts';
import type { DateRange } from './calendar-range.ts';

interface ExportButtonProps {
  events: readonly CalendarEvent[];
  range: DateRange;
  disabled: boolean;
}

/** Downloads the shown events as an .ics file; the iCalendar library loads only when asked. */
export function ExportButton({ events, range, disabled }: ExportButtonProps) {
  const [failed, setFailed] = useState(false);
  const exportIcs = async () => {
    try {
      const { buildIcs } = await import('./calendar-ics.ts');
      const name = `Back Office calendar ${range.from} to ${range.to}`;
      const text = buildIcs(events, { origin: window.location.origin, name });
      downloadText(`calendar-${range.from}-to-${range.to}.ics`, text, {
        type: 'text/calendar;charset=utf-8',
      });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--small"
        disabled={disabled || events.length === 0}
        onClick={() => {
          void exportIcs();
        }}
      >
        Export .ics
      </button>
      {failed ? (
        <span className="cal-export-error" role="alert">
          The export could not be prepared. Try again.
        </span>
      ) : null}
    </>
  );
}
