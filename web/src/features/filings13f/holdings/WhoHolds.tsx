/** Every filer that reported one CUSIP in a quarter, largest first (options listed apart). */
import { filingPositionList } from '@backoffice/core/api';
import { Link } from 'react-router-dom';
import { quarterLabel } from '@backoffice/core/domain';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { HOLDER_COLUMNS } from './position-columns.tsx';

interface Props {
  cusip: string;
  quarter: string;
  closeHref: string;
  rowHref: (filerId: string) => string;
}

export function WhoHolds({ cusip, quarter, closeHref, rowHref }: Props) {
  return (
    <section className="f13-panel" aria-labelledby="f13-holders-title">
      <div className="f13-panel__head">
        <h2 id="f13-holders-title" className="f13-panel__title">
          Who holds {cusip} in {quarterLabel(quarter)}
        </h2>
        <Link to={closeHref}>Close</Link>
      </div>
      <DataTable
        endpoint="listFilingPositions"
        list={filingPositionList}
        label={`Holders of ${cusip} in ${quarterLabel(quarter)}`}
        urlPrefix="holders"
        columns={HOLDER_COLUMNS}
        fixedQuery={{ cusip, period: quarter }}
        rowHref={(row) => rowHref(row.filerId)}
        emptyText={`No filer reported ${cusip} in ${quarterLabel(quarter)}.`}
      />
    </section>
  );
}
