/**
 * Says which case a list is narrowed to when it was opened from a case (`?caseId=…`), with a
 * way back to every case. The list itself filters on the same URL parameter.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { Banner } from '../feedback/Banner.tsx';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { hrefOf } from '../../lib/hrefs.ts';

const PARAM = 'caseId';

export function CaseFilterNote({ what }: { what: string }) {
  const [search, setSearch] = useSearchParams();
  const caseId = search.get(PARAM) ?? '';
  const found = useApiQuery('getCase', { params: { id: caseId } }, { enabled: caseId !== '' });
  if (caseId === '') return null;

  const clear = () => {
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.delete(PARAM);
      next.delete('page');
      return next;
    });
  };

  return (
    <Banner
      tone="info"
      action={
        <button type="button" className="button button--small" onClick={clear}>
          Show all {what}
        </button>
      }
    >
      Showing the {what} of case{' '}
      {found.data ? (
        <Link to={hrefOf('case', { caseId })}>{found.data.caption}</Link>
      ) : (
        <code>{caseId}</code>
      )}
      .
    </Banner>
  );
}
