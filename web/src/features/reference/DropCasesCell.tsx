/** The cases a drop is the corrective disclosure of, by caption, each linked to its case. */
import type { PriceDrop } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../../lib/api/use-api.ts';
import { hrefOf } from '../../lib/hrefs.ts';
import { shortCaption } from './price-chart-parts.ts';

/** The page has just read these cases for its chart; reads of one case come from that cache. */
const CASE_STALE_MS = 5 * 60_000;

function CaseLink({ id }: { id: string }) {
  const { data } = useApiQuery('getCase', { params: { id } }, { staleTime: CASE_STALE_MS });
  return (
    <Link to={hrefOf('case', { caseId: id })} title={data?.caption ?? id}>
      {data ? shortCaption(data.caption) : id}
    </Link>
  );
}

export function DropCasesCell({ row }: { row: PriceDrop }) {
  if (row.caseIds.length === 0) return '—';
  return row.caseIds.map((id, i) => (
    <span key={id}>
      {i > 0 ? ', ' : null}
      <CaseLink id={id} />
    </span>
  ));
}
