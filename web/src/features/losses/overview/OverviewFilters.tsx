/** The overview's filters: a case and a client, each found by searching, kept in the URL. */
import { useId } from 'react';
import { LookupInput } from '../../../components/data-table/LookupInput.tsx';
import { CASE_LOOKUP, CLIENT_LOOKUP } from '../../../components/data-table/lookups.ts';
import type { LookupSource } from '../../../components/data-table/lookup-source.ts';
import type { OverviewParam } from './use-overview-params.ts';

interface FilterProps {
  label: string;
  source: LookupSource;
  value: string;
  onChange: (value: string) => void;
}

function Filter({ label, source, value, onChange }: FilterProps) {
  const id = useId();
  return (
    <div className="loss-filters__field">
      <label htmlFor={id}>{label}</label>
      <LookupInput id={id} label={label} source={source} value={value} onChange={onChange} />
    </div>
  );
}

interface Props {
  caseId: string;
  clientId: string;
  onChange: (name: OverviewParam, value: string) => void;
}

export function OverviewFilters({ caseId, clientId, onChange }: Props) {
  return (
    <div className="loss-filters" role="search" aria-label="Filter the totals">
      <Filter
        label="Case"
        source={CASE_LOOKUP}
        value={caseId}
        onChange={(value) => {
          onChange('caseId', value);
        }}
      />
      <Filter
        label="Client"
        source={CLIENT_LOOKUP}
        value={clientId}
        onChange={(value) => {
          onChange('clientId', value);
        }}
      />
    </div>
  );
}
