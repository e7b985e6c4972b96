/**
 * The one table of the product: a page of a list endpoint in ag-grid, with the quick search,
 * filters, sorting by header, our own pager and the CSV export of the whole filtered list. Its
 * view lives in the URL; paging, sorting, searching and filtering all happen on the server.
 */
import { useEffect, useId, useState } from 'react';
import { Banner } from '../feedback/Banner.tsx';
import { changedFilters, defaultListState } from '../../lib/list-state/list-state.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { ExportCsv } from './ExportCsv.tsx';
import { FilterControl } from './FilterControl.tsx';
import { Pager, lastPageOf } from './Pager.tsx';
import { SearchBox } from './SearchBox.tsx';
import { TableGrid } from './TableGrid.tsx';
import type { DataTableProps, ListEndpointId, RowOf } from './types.ts';
import { useCsvExport } from './use-csv-export.ts';
import { PHONE_QUERY } from '../../lib/hooks/use-media-query.ts';
import { useColumnChoices } from './use-column-choices.ts';
import { useTableList } from './use-table-list.ts';
import './data-table.css';
import { LoadFailure } from '../feedback/LoadFailure.tsx';

export function DataTable<K extends ListEndpointId>(props: DataTableProps<K>) {
  const { columns, filters = [], rowHref, label, actions, emptyText = 'No rows to show.' } = props;
  const { config, state, change, result, page, isSortable, fetchPage, viewQuery } =
    useTableList(props);
  const csv = useCsvExport(label, columns, fetchPage);
  const columnChoices = useColumnChoices<RowOf<K>>(label);
  const filtersId = useId();
  // Phones start with the filters folded away, so the rows come first.
  const [filtersOpen, setFiltersOpen] = useState(() => !window.matchMedia(PHONE_QUERY).matches);

  // A page past the end (rows deleted, a stale bookmark) shows the last page instead.
  const total = page?.total ?? null;
  const beyondEnd = page !== undefined && page.items.length === 0 && page.total > 0;
  useEffect(() => {
    if (beyondEnd && total !== null)
      change({ page: lastPageOf(total, state.pageSize) }, { replace: true });
  }, [beyondEnd, total, state.pageSize, change]);

  const failed = result.isError && !page;
  const changed = changedFilters(state, config);
  const clearFilters = () => {
    change({ filters: defaultListState(config).filters });
  };

  return (
    <div className="data-table">
      <div className="data-table__toolbar">
        <SearchBox
          value={state.q}
          onSearch={(q) => {
            change({ q });
          }}
        />
        {filters.length > 0 ? (
          <button
            type="button"
            className="button data-table__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => {
              setFiltersOpen((open) => !open);
            }}
          >
            Filters{changed.length > 0 ? ` (${changed.length})` : ''}
          </button>
        ) : null}
        <div className="data-table__actions">
          {actions}
          <ColumnChooser
            columns={columns}
            isShown={columnChoices.isShown}
            onChoose={columnChoices.choose}
          />
          <ExportCsv
            progress={csv.progress}
            onStart={() => void csv.start()}
            onCancel={csv.cancel}
          />
        </div>
      </div>
      {filters.length > 0 ? (
        <div id={filtersId} className="data-table__filters" hidden={!filtersOpen}>
          {filters.map((filter) => (
            <FilterControl
              key={filter.param ?? 'dateRange'}
              filter={filter}
              values={state.filters}
              onChange={(values) => {
                change({ filters: values });
              }}
            />
          ))}
        </div>
      ) : null}
      <ActiveFilters
        filters={filters}
        values={state.filters}
        onChange={(values) => {
          change({ filters: values });
        }}
        onClear={changed.length > 0 ? clearFilters : undefined}
      />
      {props.summary ? props.summary(viewQuery) : null}
      {csv.error ? <Banner tone="error">{csv.error}</Banner> : null}
      <div className="data-table__card" aria-busy={result.isFetching}>
        {failed ? (
          <LoadFailure what="The rows" error={result.error} onRetry={() => void result.refetch()} />
        ) : (
          <TableGrid
            label={label}
            rows={page?.items}
            columns={columns}
            sort={state.sort}
            isSortable={isSortable}
            onSort={(sort) => {
              change({ sort });
            }}
            loading={!page}
            stale={result.isPlaceholderData}
            skeletonRows={state.pageSize}
            emptyText={emptyText}
            rowHref={rowHref}
            isShown={columnChoices.isShown}
          />
        )}
        {failed ? null : (
          <Pager
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            onPage={(p) => {
              change({ page: p });
            }}
            onPageSize={(pageSize) => {
              change({ pageSize });
            }}
          />
        )}
      </div>
    </div>
  );
}
