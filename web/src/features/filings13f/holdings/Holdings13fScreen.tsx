/**
 * 13F Holdings: every filer's positions in a quarter, rolled up per CUSIP (amendments applied,
 * options apart from shares) with the change since the previous quarter; searched by filer
 * (name, CIK) or security (issuer, CUSIP). A row opens that position over time; "who holds"
 * lists every filer of one CUSIP. The whole view is in the URL.
 */
import { filingPositionList } from '@backoffice/core/api';
import { useEffect, useId } from 'react';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { LookupInput } from '../../../components/data-table/LookupInput.tsx';
import type { TableFilter } from '../../../components/data-table/types.ts';
import { defineScreen } from '../../../components/screen/define-screen.tsx';
import { PageHeader } from '../../../components/screen/PageHeader.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { changeLabel } from '../ChangeBadge.tsx';
import { FILER_LOOKUP } from '../filer-lookup.ts';
import '../filings13f.css';
import { CusipSearch } from './CusipSearch.tsx';
import { FilerSummary } from './FilerSummary.tsx';
import { POSITION_COLUMNS, kindLabel } from './position-columns.tsx';
import { PositionHistory } from './PositionHistory.tsx';
import { QuarterPicker, useQuarters } from './QuarterPicker.tsx';
import { useHoldingsParams } from './use-holdings-params.ts';
import { WhoHolds } from './WhoHolds.tsx';

const FILTERS: readonly TableFilter[] = [
  {
    kind: 'enum',
    param: 'kind',
    label: 'Kind',
    options: (['SH', 'PRN', 'PUT', 'CALL'] as const).map((k) => ({
      value: k,
      label: kindLabel(k),
    })),
  },
  {
    kind: 'enum',
    param: 'change',
    label: 'Change',
    options: (['NEW', 'INCREASED', 'DECREASED', 'UNCHANGED', 'CLOSED'] as const).map((c) => ({
      value: c,
      label: changeLabel(c),
    })),
  },
];

function FilerPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="f13-controls__field">
      <label htmlFor={id}>Filer</label>
      <LookupInput id={id} label="Filer" source={FILER_LOOKUP} value={value} onChange={onChange} />
    </div>
  );
}

function Holdings13f({ route }: ScreenProps) {
  const { view, set, hrefWith } = useHoldingsParams();
  const quarters = useQuarters();
  const quarter = view.quarter || quarters[0] || '';
  // The latest quarter is written into the URL once known, so a link keeps what was seen.
  useEffect(() => {
    // Replacing the entry: Back must not return to the address without it (and loop).
    if (!view.quarter && quarters[0]) set({ quarter: quarters[0] }, { replace: true });
  }, [view.quarter, quarters, set]);

  return (
    <article className="f13-stack">
      <PageHeader title={route.name}>
        <span>Institutions’ quarterly 13-F positions, rolled up per CUSIP.</span>
      </PageHeader>
      <div className="f13-controls">
        <QuarterPicker
          quarters={quarters}
          value={quarter}
          onChange={(q) => {
            set({ quarter: q });
          }}
        />
        <FilerPicker
          value={view.filer}
          onChange={(filer) => {
            set({ filer, cusip: '' });
          }}
        />
        <CusipSearch
          onFind={(holders) => {
            set({ holders });
          }}
        />
      </div>
      {view.filer ? <FilerSummary filerId={view.filer} /> : null}
      {view.holders && quarter ? (
        <WhoHolds
          cusip={view.holders}
          quarter={quarter}
          closeHref={hrefWith({ holders: '' })}
          rowHref={(filer) => hrefWith({ filer, cusip: view.holders, holders: '' })}
        />
      ) : null}
      {view.filer && view.cusip ? (
        <PositionHistory
          filerId={view.filer}
          cusip={view.cusip}
          holdersHref={hrefWith({ holders: view.cusip })}
          closeHref={hrefWith({ cusip: '' })}
        />
      ) : null}
      {quarter ? (
        <DataTable
          key={`${quarter}|${view.filer}`}
          endpoint="listFilingPositions"
          list={filingPositionList}
          label={`13-F positions ${quarter}`}
          columns={POSITION_COLUMNS}
          filters={FILTERS}
          fixedQuery={{ period: quarter, ...(view.filer ? { filerId: view.filer } : {}) }}
          rowHref={(row) => hrefWith({ filer: row.filerId, cusip: row.cusip, holders: '' })}
          emptyText="No positions match."
        />
      ) : (
        <p className="muted">Loading the quarters…</p>
      )}
    </article>
  );
}

export default defineScreen(Holdings13f);
