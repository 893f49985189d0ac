import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import type { OqlConfig } from '../../../lib/oql/config';
import { removeColumn } from '../../../lib/oql/structure';
import type { OqlFilter, OqlQuery } from '../../../lib/oql/types';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { createSearch, useSearch } from '../api/searches';
import { markSearchStarted, reportSearchCompleted } from '../lib/events';
import { baseQuery, listsWorks } from '../lib/query-draft';
import { FilterTreeEditor } from './builder/filter-tree-editor';
import { ColumnsEditor, GetRowsSelect, SortEditor } from './builder/query-parts';
import { OqlConfigGate } from './oql-config-gate';
import type { ColumnActions } from './results-grid';
import { ResultsSection } from './results-section';
import { SearchRunning } from './search-running';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The search the tester ran, read until complete. */
function TesterResults({ id, actions }: { id: string; actions: ColumnActions }) {
  const { data: search, error } = useSearch(id);
  useEffect(() => {
    if (search) reportSearchCompleted(search);
  }, [search]);
  if (error) return <Alert severity="error">Search error: {error.message}</Alert>;
  if (!search || !search.is_completed) return <SearchRunning started={search?.timestamps.started ?? null} />;
  return <ResultsSection search={search} actions={actions} />;
}

function Tester({ config }: { config: OqlConfig }) {
  const [query, setQuery] = useState<OqlQuery>(() => baseQuery(config));
  const [searchId, setSearchId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const setFilters = (key: 'filter_works' | 'filter_aggs') => (filters: OqlFilter[]) => {
    const next = { ...query, [key]: filters };
    if (!filters.length) delete next[key];
    setQuery(next);
  };
  const run = async (next = query) => {
    setError(null);
    try {
      const search = await createSearch(next);
      if (!search.id) throw new Error('Search creation failed.');
      markSearchStarted(search.id);
      setSearchId(search.id);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Search creation failed.');
    }
  };
  const actions = useMemo<ColumnActions>(
    () => ({
      sort: (columnId, order) => {
        const next: OqlQuery = { ...query, sort_by_column: columnId, sort_by_order: order };
        setQuery(next);
        void run(next);
      },
      remove: (columnId) => setQuery(removeColumn(query, columnId)),
      filter: () => undefined,
      canRemove: (query.show_columns ?? []).length > 1,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run reads the current query
    [query],
  );
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Filters">
            <FilterTreeEditor
              entity="works"
              config={config}
              filters={query.filter_works}
              onChange={setFilters('filter_works')}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Summarize">
            <Stack spacing={1.5}>
              <GetRowsSelect query={query} config={config} onChange={setQuery} label="Summarize by" />
              {listsWorks(query) ? null : (
                <FilterTreeEditor
                  entity={query.get_rows}
                  config={config}
                  filters={query.filter_aggs}
                  onChange={setFilters('filter_aggs')}
                />
              )}
            </Stack>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Sort">
            <SortEditor query={query} config={config} onChange={setQuery} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title="Return columns">
            <ColumnsEditor query={query} config={config} onChange={setQuery} />
          </Panel>
        </Grid>
      </Grid>
      <Box>
        <Button variant="contained" onClick={() => void run()}>
          Do it.
        </Button>
      </Box>
      {error ? <Alert severity="error">Search error: {error}</Alert> : null}
      <Box
        component="pre"
        aria-label="Raw query"
        sx={{ bgcolor: 'grey.100', p: 2, borderRadius: 1, overflowX: 'auto', fontSize: '0.85rem', m: 0 }}
      >
        {JSON.stringify(query, null, 2)}
      </Box>
      {searchId ? <TesterResults key={searchId} id={searchId} actions={actions} /> : null}
    </Stack>
  );
}

/**
 * /query — the query tester (spec 2 §2): the query object edited panel by panel (works filters;
 * summarize by an entity with its own filters; sort; return columns), 'Do it.' runs it, and the
 * raw query shows as JSON.
 */
export function QueryTesterPage() {
  const user = useSessionStore(selectUser);
  const allowed = Boolean(user?.isTester || user?.isAdmin);
  return (
    <PageContainer title="Query tester" maxWidth="lg">
      {allowed ? (
        <OqlConfigGate>{(config) => <Tester config={config} />}</OqlConfigGate>
      ) : (
        <Alert severity="info">The query tester runs analytics searches: it is open to testers and admins.</Alert>
      )}
    </PageContainer>
  );
}
