import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect } from 'react';
import { ENTITY_TYPE_LABELS } from '../../../entities/entity-types';
import { sortOptionsFor } from '../../../entities/sort-options';
import { deferredMenu } from '../../../components/deferred-menu';
import { deferredTooltip } from '../../../components/deferred-tooltip';
import { preloadWhenIdle } from '../../../components/preload-when-idle';
import { formatCount } from '../../../lib/format-number';
import { capitalize } from '../../../lib/title-case';
import { useResults } from '../api/get-results';
import type { ApiFilterState } from '../api/use-api-filter';
import { addFilterPopover, filterRows } from '../filters/filter-parts';
import { listRequestParams, type SerpChange, type SerpState } from '../url-state/serp-params';
import { ExportButton } from './export-button';
import { PerPageMenu } from './per-page-menu';
import { ResultRow } from './result-row';
import { LabelFilterNotice, lastPageOf, ListError, PastLastPage } from './results-list-notices';
import { ResultsPagination } from './results-pagination';
import { SortMenu } from './sort-menu';
import { lazyPart } from '../../../components/lazy-part';

// The table view's code (the table, its cells' value rendering) loads when a table is first shown.
const ResultsTable = lazyPart(
  () => import('./results-table').then((module) => module.ResultsTable),
  <Skeleton variant="rounded" height={280} />,
);

export const NO_RESULTS_TEXT = 'There are no results for this search.';

interface ResultsListProps {
  state: SerpState;
  /** the filter the API is sent (label filters expanded), or why there is none yet */
  apiFilter: ApiFilterState;
  onChange: (change: SerpChange) => void;
}

/** Header (name, count, sort, export, per page), the rows, and the page buttons. */
export function ResultsList({ state, apiFilter, onChange }: ResultsListProps) {
  const { entityType } = state;
  const request = apiFilter.status === 'ready' ? listRequestParams(state, apiFilter.filter) : null;
  const results = useResults(entityType, request);
  const heading = capitalize(ENTITY_TYPE_LABELS[entityType].displayNamePlural);
  const count = request ? results.data?.meta.count : undefined;
  // The rows render from a deferred copy: the header and count update at once, the rows in a
  // transition React renders in slices (a page of rows is the longest render on a phone).
  const records = useDeferredValue(results.data?.results);
  const hasRecords = records !== undefined;
  useEffect(() => {
    // once the results are on screen: what adding a filter or opening a menu needs
    if (hasRecords) preloadWhenIdle(filterRows.load, addFilterPopover.load, deferredMenu.load, deferredTooltip.load);
  }, [hasRecords]);

  return (
    <Box component="section" aria-labelledby="results-heading">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="results-heading" variant="h2" component="h2" sx={{ fontSize: '1.35rem', mr: 1 }}>
          {heading}
        </Typography>
        {count !== undefined && (
          <Typography color="text.secondary" aria-live="polite" data-testid="results-count">
            {formatCount(count)} {count === 1 ? 'result' : 'results'}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <SortMenu
          options={sortOptionsFor(entityType, state.hasSearch)}
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
        />
        {entityType === 'works' && (
          <ExportButton
            count={count ?? 0}
            query={{ filter: request?.filter ?? '', search: state.search, sort: state.sort }}
          />
        )}
        <PerPageMenu value={state.perPage} onChange={(perPage) => onChange({ perPage })} />
      </Stack>

      {apiFilter.status !== 'ready' ? (
        <LabelFilterNotice
          state={apiFilter}
          filters={state.filters}
          onFiltersChange={(filters) => onChange({ filters })}
        />
      ) : results.isPending || (records === undefined && !results.isError) ? (
        <Stack spacing={2} aria-label="Loading results" sx={{ py: 1 }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : results.isError ? (
        <ListError error={results.error} filters={state.filters} onFiltersChange={(filters) => onChange({ filters })} />
      ) : records !== undefined && records.length === 0 && count !== undefined && count > 0 && state.page > 1 ? (
        <PastLastPage
          page={state.page}
          count={count}
          lastPage={lastPageOf(count, state.perPage)}
          onPageChange={(page) => onChange({ page })}
        />
      ) : records === undefined || results.data === undefined || records.length === 0 ? (
        <Typography sx={{ py: 3 }}>{NO_RESULTS_TEXT}</Typography>
      ) : (
        <Box sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          {state.tableView ? (
            <ResultsTable
              entityType={entityType}
              records={records}
              columns={state.columns}
              sort={state.sort}
              hasSearch={state.hasSearch}
              onSortChange={(sort) => onChange({ sort })}
              label={heading}
            />
          ) : (
            <Box component="ol" aria-label={heading} sx={{ p: 0, m: 0 }}>
              {records.map((record) => (
                <ResultRow key={record.id} entityType={entityType} record={record} />
              ))}
            </Box>
          )}
          <ResultsPagination
            count={results.data.meta.count}
            page={state.page}
            perPage={state.perPage}
            onPageChange={(page) => onChange({ page })}
          />
        </Box>
      )}
    </Box>
  );
}
