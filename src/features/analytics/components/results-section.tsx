import ApiIcon from '@mui/icons-material/Api';
import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { appEnv } from '../../../config/env';
import { formatNumber } from '../../../lib/format-number';
import { selectUser, useSessionStore } from '../../../session/session-store';
import { LabelMenu } from '../../labels/components/label-menu';
import { getSearchRowIds, type AnalyticsSearch, type ResultRow } from '../api/searches';
import { CorrectionsDialog } from './corrections-dialog';
import { ResultsExportDialog } from './results-export-dialog';
import { ResultsGrid, type ColumnActions } from './results-grid';
import { UnderlyingWorksButton } from './underlying-works';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Spec 2 §9: counts over 10,000 are shown as about ('~'), to three figures. */
export function aboutCount(count: number): string {
  if (count <= 10_000) return formatNumber(count);
  const digits = Math.floor(Math.log10(count)) + 1;
  const unit = 10 ** (digits - 3);
  return `~${formatNumber(Math.round(count / unit) * unit)}`;
}

/** None, some, all on the page, or the entire search (spec 2 §4 "Selection"). */
export type SelectionState = 'none' | 'some' | 'page' | 'all';

function selectedOf(rows: ResultRow[], model: GridRowSelectionModel): ResultRow[] {
  return rows.filter((row) => (model.type === 'include') === model.ids.has(row.id));
}

/** The API address of a search (spec 2 §2): `{api}/analytics/{id}`, absolute. */
export function apiLink(id: string): string {
  const base = new URL(appEnv.hosts.analytics, window.location.origin).href.replace(/\/$/, '');
  return `${base}/analytics/${encodeURIComponent(id)}`;
}

/**
 * A completed search's results (spec 2 §2, §4): the count, the selection with its tools (label
 * menu, corrections and export for logged-in users), the API link, the underlying works, and the
 * first 100 rows.
 */
export function ResultsSection({ search, actions }: { search: AnalyticsSearch; actions: ColumnActions }) {
  const user = useSessionStore(selectUser);
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [entireSearch, setEntireSearch] = useState(false);
  const [dialog, setDialog] = useState<'export' | 'corrections' | null>(null);
  const rows = search.results;
  const selected = useMemo(() => selectedOf(rows, selection), [rows, selection]);
  const count = search.meta.count ?? 0;
  // an entire-search selection labels every row: their ids come from the server
  const allIds = useQuery({
    queryKey: ['analytics', 'search-ids', search.id],
    queryFn: ({ signal }) => getSearchRowIds(search.id, signal),
    enabled: entireSearch && Boolean(user),
    staleTime: Infinity,
  });
  const state: SelectionState = entireSearch
    ? 'all'
    : selected.length === 0
      ? 'none'
      : selected.length === rows.length
        ? 'page'
        : 'some';
  if (search.backend_error) return <Alert severity="error">Search error: {search.backend_error}</Alert>;
  const entity = search.query.get_rows;
  return (
    <Box component="section" aria-label="Results">
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, mr: 1 }} title={count > 10_000 ? formatNumber(count) : undefined}>
          {count === 1 ? '1 result' : `${aboutCount(count)} results`}
          {search.meta.works_count !== null && entity !== 'works'
            ? ` from ${aboutCount(search.meta.works_count)} works`
            : ''}
        </Typography>
        {user ? (
          <>
            <LabelMenu
              entityType={entity === 'summary' ? 'works' : entity}
              selectedIds={entireSearch ? (allIds.data?.ids ?? []) : selected.map((row) => row.id)}
            />
            {entity === 'works' ? (
              <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setDialog('corrections')}>
                Corrections
              </Button>
            ) : null}
          </>
        ) : null}
        <Button size="small" startIcon={<DownloadIcon />} onClick={() => setDialog('export')}>
          Export
        </Button>
        <UnderlyingWorksButton search={search} />
        <Tooltip title="This search through the API">
          <Link href={apiLink(search.id)} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
            <ApiIcon fontSize="small" /> API
          </Link>
        </Tooltip>
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No results found for this query.</Typography>
      ) : (
        <>
          <SelectionBar
            state={state}
            selected={selected.length}
            pageRows={rows.length}
            count={count}
            onAll={() => setEntireSearch(true)}
            onClear={() => {
              setEntireSearch(false);
              setSelection(EMPTY_SELECTION);
            }}
          />
          <ResultsGrid
            search={search}
            actions={actions}
            selection={selection}
            onSelection={(model) => {
              setEntireSearch(false);
              setSelection(model);
            }}
          />
          {count > rows.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The first {rows.length} of {formatNumber(count)} rows are shown; export the whole result to have them all.
            </Typography>
          ) : null}
        </>
      )}
      {dialog === 'export' ? (
        <ResultsExportDialog
          open
          onClose={() => setDialog(null)}
          search={search}
          // the entire search is exported by e-mail: only the page's rows are here
          selectedRows={state === 'all' ? [] : selected}
        />
      ) : null}
      {dialog === 'corrections' ? (
        <CorrectionsDialog open onClose={() => setDialog(null)} selectedRows={selected} entity={entity} />
      ) : null}
    </Box>
  );
}

function SelectionBar(props: {
  state: SelectionState;
  selected: number;
  pageRows: number;
  count: number;
  onAll: () => void;
  onClear: () => void;
}) {
  const { state, selected, pageRows, count } = props;
  if (state === 'none') return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 1, py: 0 }} role="status">
      {state === 'all'
        ? `All ${formatNumber(count)} results are selected${count > 10_000 ? ' (a label takes the first 10,000)' : ''}. `
        : null}
      {state === 'page' ? `All ${pageRows} rows on this page are selected. ` : null}
      {state === 'some' ? `${selected} of ${pageRows} rows selected. ` : null}
      {state === 'page' && count > pageRows ? (
        <Button size="small" onClick={props.onAll}>
          Select all {formatNumber(count)} results
        </Button>
      ) : null}
      <Button size="small" onClick={props.onClear}>
        Clear selection
      </Button>
    </Alert>
  );
}
