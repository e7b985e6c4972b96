import { Link } from 'react-router-dom';

interface LoadErrorProps {
  screenName: string;
  timedOut: boolean;
  onRetry: () => void;
  homeHref: string;
}

/** Shown in place of a screen whose code failed to load or took too long. */
export function LoadError({ screenName, timedOut, onRetry, homeHref }: LoadErrorProps) {
  return (
    <section className="load-error" role="alert" aria-labelledby="load-error-title">
      <h1 id="load-error-title">{screenName} could not be loaded</h1>
      <p>
        {timedOut
          ? 'The screen took too long to load. The connection may be slow or interrupted.'
          : 'The screen failed to load. The connection may have dropped, or a new version of the application may have been released.'}
      </p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
        <Link className="button" to={homeHref}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
