import type { RouteId } from '@backoffice/core';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/screen/PageHeader.tsx';
import { hrefOf, type ParamlessRouteId } from '../../lib/hrefs.ts';
import type { ScreenProps } from '../../lib/screen.ts';

/** Screens reached from another screen rather than the menu, so they stay reachable. */
const REACHED_FROM: Partial<Record<RouteId, { id: ParamlessRouteId; label: string }[]>> = {
  ingestion: [
    { id: 'ingestionTracker', label: 'Ingestion Tracker' },
    { id: 'stagedFiles', label: 'Staged Files' },
    { id: 'skippedFiles', label: 'Skipped Files' },
    { id: 'ingestedFiles', label: 'Ingested Files' },
  ],
};

/** Stands in for a screen that a later issue builds: names it and shows what it was given. */
export default function PlaceholderScreen({ route }: ScreenProps) {
  const params = Object.entries(useParams()).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const related = REACHED_FROM[route.id] ?? [];
  return (
    <article className="placeholder">
      <PageHeader title={route.name} />
      <div className="card">
        <p>
          The <strong>{route.name}</strong> screen is not available in this build yet.
        </p>
        {params.length > 0 ? (
          <dl className="details">
            {params.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {related.length > 0 ? (
          <ul className="link-list">
            {related.map(({ id, label }) => (
              <li key={id}>
                <Link to={hrefOf(id)}>{label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
