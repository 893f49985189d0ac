import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden';
import { ShortcutSearchBox } from '../../../components/shortcut-search-box';
import { usePageTitle } from '../../../components/use-page-title';
import {
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  type EntityType,
  type ResultsEntityType,
} from '../../../entities/entity-types';
import { useAppEntityTypeStore } from '../../../components/app-entity-type';
import { createFilter } from '../../../lib/filter-url';
import { setFilter, findFilter } from '../../../lib/filter-list';
import { addFilterValue } from '../../../lib/filter-edit';
import { labelRefOf } from '../../../lib/label-filter';
import { capitalize } from '../../../lib/title-case';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { AlertBell, SavedSearchMenu } from '../../saved-searches/components/saved-search-menu';
import { SearchTabsBar } from '../../saved-searches/components/search-tabs-bar';
import { useSavedSearchActions } from '../../saved-searches/components/use-saved-search-actions';
import { FilterList } from '../filters/filter-list';
import { useApiFilter } from '../api/use-api-filter';
import { listRequestParams } from '../url-state/serp-params';
import { useSerpState } from '../url-state/use-serp-state';
import { ExampleSearches } from './example-searches';
import { PhoneTabs, type PhoneTab } from './phone-tabs';
import { ResultsList } from './results-list';
import { SerpToolbar } from './serp-toolbar';
import { useReportQuery } from './use-report-query';
import { ViewSettings } from './view-settings';
import { lazyPart } from '../../../components/lazy-part';

// The statistics and report cards load with the first render that shows them: at once beside
// the list on wide screens, on phones only when the Stats tab is opened.
const sideSkeleton = <Skeleton variant="rounded" height={240} />;
// Memoized: a filter change re-renders the page for the new URL without it (see useReportQuery).
const ReportView = memo(lazyPart(() => import('../report/report-view').then((m) => m.ReportView), sideSkeleton));
// Memoized too: it has no props, so the page's renders need not reach it.
const StatsPanel = memo(lazyPart(() => import('../stats/stats-panel').then((m) => m.StatsPanel), sideSkeleton));
// The API viewer loads when it is switched on (`show_api`).
const ApiViewerPanel = lazyPart(
  () => import('../api-viewer/api-viewer-panel').then((m) => m.ApiViewerPanel),
  <Skeleton variant="rounded" height={120} />,
);

/** `/:entityType`: filters, results list, report and stats, all driven by the URL. */
export function ResultsPage({ entityType }: { entityType: EntityType }) {
  const { state, change } = useSerpState(entityType);
  const saved = useSavedSearchActions(entityType);
  const entityTypeChanged = useAppEntityTypeStore((store) => store.entityTypeChanged);
  useEffect(() => {
    const type = ENTITY_TYPES[entityType];
    if (type.hasResultsPage) entityTypeChanged(entityType as ResultsEntityType);
  }, [entityType, entityTypeChanged]);
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileTab, setMobileTab] = useState<PhoneTab>('results');
  const plural = capitalize(ENTITY_TYPE_LABELS[entityType].displayNamePlural);
  usePageTitle(`${plural} search`);

  const apiFilter = useApiFilter(entityType, state.filters);
  const request = apiFilter.status === 'ready' ? listRequestParams(state, apiFilter.filter) : null;
  const reportQuery = useReportQuery(entityType, request, state.filters, state.groupBys, state.views.list);
  const handleFilterAdd = useStableCallback((key: string, value: string) => {
    const existing = findFilter(state.filters, key);
    // a value picked from a report card narrows a label filter of its key to that value: the two
    // cannot share one filter (the API would refuse the label's value beside an id)
    const isAddable = existing !== undefined && labelRefOf(existing) === null;
    change({
      filters: setFilter(state.filters, isAddable ? addFilterValue(existing, value) : createFilter(key, [value])),
    });
  });
  const handleGroupBysChange = useStableCallback((groupBys: string[]) => change({ groupBys }));

  const filters = (
    <FilterList entityType={entityType} filters={state.filters} onFiltersChange={(filters) => change({ filters })} />
  );
  const resultsList = <ResultsList state={state} apiFilter={apiFilter} onChange={change} />;
  const list = state.views.list ? resultsList : null;
  const report = !state.views.report ? null : apiFilter.status === 'unavailable' || apiFilter.status === 'error' ? (
    <Typography color="text.secondary">No report while a label of the search cannot be used.</Typography>
  ) : reportQuery === null ? (
    sideSkeleton
  ) : reportQuery.rejectedFilter ? (
    <Typography color="text.secondary">
      No report while the search has the unknown filter {reportQuery.rejectedFilter}.
    </Typography>
  ) : (
    <ReportView
      entityType={entityType}
      filter={reportQuery.filter}
      search={reportQuery.search}
      groupBys={reportQuery.groupBys}
      onGroupBysChange={handleGroupBysChange}
      onFilterAdd={handleFilterAdd}
    />
  );
  const side = (
    <Stack spacing={2}>
      <StatsPanel />
      {report}
    </Stack>
  );

  let body: ReactNode;
  if (!ENTITY_TYPES[entityType].hasResultsPage) {
    // topics, countries, licenses …: the list alone, without report cards or statistics
    body = resultsList;
  } else if (!isDesktop && !list) {
    // The report alone (the list switched off): nothing to tab between.
    body = side;
  } else if (!isDesktop) {
    body = (
      <>
        <PhoneTabs value={mobileTab} onChange={setMobileTab} />
        {mobileTab === 'results' ? list : side}
      </>
    );
  } else {
    const isReportFirst = state.ui === 'sentence-group';
    const columns = [
      list && (
        <Grid key="list" size={{ md: report ? 7 : 12 }}>
          {list}
        </Grid>
      ),
      <Grid key="side" size={{ md: list ? 5 : 12 }}>
        {side}
      </Grid>,
    ];
    body = (
      <Grid container spacing={3}>
        {isReportFirst ? columns.reverse() : columns}
      </Grid>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Typography variant="h1" sx={visuallyHidden}>
        {plural} search
      </Typography>
      <SearchTabsBar entityType={entityType} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <SavedSearchMenu actions={saved} />
        </Box>
        <AlertBell actions={saved} />
        <ViewSettings state={state} onChange={change} />
        <SerpToolbar views={state.views} onViewsChange={(views) => change({ views })} />
      </Stack>
      {saved.dialogs}
      <Box sx={{ mb: 2 }}>
        {isDesktop && (
          <Box sx={{ maxWidth: 720, mb: 2 }}>
            <ShortcutSearchBox entityType={entityType} size="small" />
          </Box>
        )}
        {filters}
        {entityType === 'works' && state.filters.length === 0 && !state.search && !state.filterError && (
          <ExampleSearches onRun={(examples) => change({ filters: examples })} />
        )}
      </Box>
      {state.filterError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The filter in this link could not be read ({state.filterError.message}); showing results without filters.
        </Alert>
      )}
      {state.views.api && request && (
        <Box sx={{ mb: 2 }}>
          <ApiViewerPanel
            entityType={entityType}
            kind="list"
            params={{
              filter: request.filter,
              search: request.search,
              sort: request.sort,
              page: request.page > 1 ? request.page : undefined,
              per_page: request.perPage,
            }}
          />
        </Box>
      )}
      {body}
    </Container>
  );
}
