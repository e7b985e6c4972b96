/** Where a report was e-mailed, each contact's copy: sent, waiting (retried) or failed, why. */
import type { Report } from '@backoffice/core/api';
import { formatDateTime } from '../../../lib/format/format.ts';

const STATUS_TEXT = { queued: 'Waiting to be sent', sent: 'Sent', failed: 'Not sent' } as const;

export function ReportDelivery({ delivery }: { delivery: Report['delivery'] }) {
  if (!delivery) return null;
  return (
    <section className="cm-delivery" aria-label="E-mailed to the client">
      <h3>
        E-mailed to the client: asked {formatDateTime(delivery.requestedAt)} by{' '}
        {delivery.requestedBy}
      </h3>
      <ul>
        {delivery.recipients.map((r) => (
          <li key={r.to}>
            {r.to}: {STATUS_TEXT[r.status]}
            {r.at ? ` ${formatDateTime(r.at)}` : ''}
            {r.error ? ` (${r.error})` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
