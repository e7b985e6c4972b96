import type { Update } from '@backoffice/core/api';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format/format.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { PlainText } from './PlainText.tsx';

/** One release note: version, date, title, tags (each narrows the list to it), the body. */
export function UpdateCard({ update }: { update: Update }) {
  const titleId = useId();
  return (
    <article className="update card" aria-labelledby={titleId}>
      <header className="update__header">
        <span className="update__version">Version {update.version}</span>
        <time className="update__date muted" dateTime={update.publishedOn}>
          {formatDate(update.publishedOn)}
        </time>
      </header>
      <h2 id={titleId} className="update__title">
        {update.title}
      </h2>
      {update.tags.length > 0 ? (
        <ul className="update__tags" aria-label="Tags">
          {update.tags.map((tag) => (
            <li key={tag}>
              <Link className="update__tag" to={hrefOf('updates', undefined, { tag })}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <PlainText className="update__body" text={update.body} />
    </article>
  );
}
