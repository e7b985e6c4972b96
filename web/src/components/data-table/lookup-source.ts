/**
 * Where a lookup filter finds its records: a list endpoint searched by the typed text, and the
 * endpoint reading one record, which names the chosen value (the URL holds only its id). The
 * endpoint types are checked where a source is declared, then erased so a filter can carry it.
 */
import type { ApiResponse, EndpointId } from '@backoffice/core/api';
import type { ApiInput } from '../../lib/api/api-request.ts';
import type { ListEndpointId, RowOf } from './types.ts';

export interface LookupOption {
  value: string;
  label: string;
  /** A second, quieter line: the name behind a number, the client of an account. */
  detail?: string;
}

export interface LookupCall {
  id: EndpointId;
  input: ApiInput<EndpointId>;
}

export interface LookupSource {
  /** What the box searches by, e.g. "Ticker, name or CUSIP". */
  placeholder: string;
  search: (q: string) => LookupCall;
  options: (answer: unknown) => LookupOption[];
  one: (value: string) => LookupCall;
  labelOf: (answer: unknown) => string;
}

/** How many matches the box offers; typing more narrows them. */
export const LOOKUP_MATCHES = 10;

interface LookupSpec<L extends ListEndpointId, G extends EndpointId> {
  placeholder: string;
  list: L;
  /** The list's query for the typed text (its sort, say); `q` and the page size are added. */
  query?: NonNullable<ApiInput<L>['query']>;
  option: (row: RowOf<L>) => LookupOption;
  /** Reads one record by `{ id }`. */
  get: G;
  label: (record: ApiResponse<G>) => string;
}

export function lookupSource<L extends ListEndpointId, G extends EndpointId>(
  spec: LookupSpec<L, G>,
): LookupSource {
  return {
    placeholder: spec.placeholder,
    search: (q) => ({
      id: spec.list,
      input: { query: { ...spec.query, q, pageSize: LOOKUP_MATCHES } } as ApiInput<EndpointId>,
    }),
    options: (answer) => (answer as { items: RowOf<L>[] }).items.map(spec.option),
    one: (value) => ({ id: spec.get, input: { params: { id: value } } as ApiInput<EndpointId> }),
    labelOf: (answer) => spec.label(answer as ApiResponse<G>),
  };
}
