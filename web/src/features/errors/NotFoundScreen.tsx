import { HOME_PATH, PRODUCT_NAME } from '@backoffice/core';
import { Link, useLocation } from 'react-router-dom';
import { PublicPage } from '../../components/screen/PublicPage.tsx';

/** The router sends unknown addresses here and passes the address it could not open. */
function missedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

export default function NotFoundScreen() {
  const missed = missedPath(useLocation().state);
  return (
    <PublicPage productName={PRODUCT_NAME}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      {missed ? (
        <p>
          Address: <code className="path-text">{missed}</code>
        </p>
      ) : null}
      <Link className="button button--primary" to={HOME_PATH}>
        Go to the home page
      </Link>
    </PublicPage>
  );
}
