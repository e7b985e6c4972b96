/**
 * The ingestion screens one click from the Ingestion Panel: links at its top to the file lists
 * and the tracker, named and addressed as the route table has them (the menu stays as it is).
 */
import { routeById } from '@backoffice/core';
import { Link } from 'react-router-dom';

const LINKED = ['stagedFiles', 'skippedFiles', 'ingestedFiles', 'ingestionTracker'] as const;

export function IngestionLinks() {
  return (
    <nav className="ingestion-links" aria-label="Ingestion">
      <ul>
        {LINKED.map((id) => {
          const route = routeById(id);
          return (
            <li key={id}>
              <Link className="button" to={route.path}>
                {route.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
