/** When the session ends: at the latest (absolute), and after how long without activity. */
import { Details } from '../../components/detail/Details.tsx';
import { LoadFailure } from '../../components/feedback/LoadFailure.tsx';
import { formatTimeLeft, formatSpan } from '../../lib/format/durations.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useNow, useSessionTimes } from './use-session-times.ts';

function When({ iso, now }: { iso: string; now: number }) {
  return (
    <span>
      <time dateTime={iso}>{formatDateTime(iso)}</time>{' '}
      <span className="muted">({formatTimeLeft(Date.parse(iso), now)})</span>
    </span>
  );
}

export function SessionCard() {
  const times = useSessionTimes();
  const now = useNow();
  let body;
  if (times.isError) {
    body = (
      <LoadFailure
        what="The session's end"
        error={times.error}
        onRetry={() => void times.refetch()}
      />
    );
  } else if (!times.data) {
    body = <p className="muted">Loading…</p>;
  } else {
    const { absoluteExpiresAt, idleTimeoutSeconds, expiresAt } = times.data;
    body = (
      <Details
        items={[
          {
            label: absoluteExpiresAt ? 'Session ends at the latest' : 'Session ends',
            value: <When iso={absoluteExpiresAt ?? expiresAt} now={now} />,
            wide: true,
          },
          {
            label: 'Without activity',
            value:
              idleTimeoutSeconds === null
                ? null
                : `Signed out after ${formatSpan(idleTimeoutSeconds)} without a request`,
            wide: true,
          },
        ]}
      />
    );
  }
  return (
    <section className="card profile-card" aria-labelledby="profile-session">
      <h2 id="profile-session">Session</h2>
      {body}
    </section>
  );
}
