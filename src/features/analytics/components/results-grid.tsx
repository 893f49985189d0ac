import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenuContainer,
  type GridColDef,
  type GridColumnMenuProps,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createContext, useContext, useMemo } from 'react';
import { entityLabel } from '../../../lib/entity-label';
import { formatNumber } from '../../../lib/format-number';
import { ZoomLink } from '../../entity/components/entity-link';
import type { AnalyticsSearch, ResultCell, ResultRow, ResultsColumn } from '../api/searches';

/** A cell as text: entities by name, lists joined with '; ', numbers grouped (spec 2 §9). */
export function cellText(cell: ResultCell): string {
  if (cell === null || cell === undefined) return '';
  if (Array.isArray(cell)) return cell.map(cellText).join('; ');
  if (typeof cell === 'object') return entityLabel(cell.id, cell.display_name);
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  if (typeof cell === 'number') return Number.isInteger(cell) ? formatNumber(cell) : cell.toFixed(2);
  return cell;
}

/** What a header's menu can do to the query (issue 34: sort, remove, filter by this column). */
export interface ColumnActions {
  sort: (columnId: string, order: 'asc' | 'desc') => void;
  remove: (columnId: string) => void;
  filter: (columnId: string) => void;
  canRemove: boolean;
}

const ActionsContext = createContext<{ actions: ColumnActions; header: ResultsColumn[] } | null>(null);

function ResultsColumnMenu({ hideMenu, colDef, open, id, labelledby }: GridColumnMenuProps) {
  const context = useContext(ActionsContext);
  const column = context?.header.find((item) => item.id === colDef.field);
  if (!context || !column) return null;
  const { actions } = context;
  const act = (run: () => void) => (event: React.SyntheticEvent) => {
    hideMenu(event);
    run();
  };
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} open={open} id={id} labelledby={labelledby}>
      {column.actions.includes('sort') ? (
        <MenuItem onClick={act(() => actions.sort(column.id, 'desc'))}>
          <ListItemText>Sort descending</ListItemText>
        </MenuItem>
      ) : null}
      {column.actions.includes('sort') ? (
        <MenuItem onClick={act(() => actions.sort(column.id, 'asc'))}>
          <ListItemText>Sort ascending</ListItemText>
        </MenuItem>
      ) : null}
      {column.actions.includes('filter') ? (
        <MenuItem onClick={act(() => actions.filter(column.id))}>
          <ListItemText>Filter by this column</ListItemText>
        </MenuItem>
      ) : null}
      <MenuItem disabled={!actions.canRemove} onClick={act(() => actions.remove(column.id))}>
        <ListItemText>Remove column</ListItemText>
      </MenuItem>
    </GridColumnMenuContainer>
  );
}

function renderCell(cell: ResultCell) {
  if (cell && typeof cell === 'object' && !Array.isArray(cell))
    return <ZoomLink entityId={cell.id}>{entityLabel(cell.id, cell.display_name)}</ZoomLink>;
  if (Array.isArray(cell) && cell.some((item) => typeof item === 'object')) {
    return cell.map((item, index) => (
      <span key={index}>
        {index > 0 ? '; ' : ''}
        {typeof item === 'object' ? (
          <ZoomLink entityId={item.id}>{entityLabel(item.id, item.display_name)}</ZoomLink>
        ) : (
          cellText(item)
        )}
      </span>
    ));
  }
  return cellText(cell);
}

export interface ResultsGridProps {
  search: AnalyticsSearch;
  actions: ColumnActions;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
}

/**
 * The first 100 rows of a search in a data grid (issue 34): a column per shown column with its
 * header menu, entity cells opening the entity drawer, and row selection by checkbox.
 */
export function ResultsGrid({ search, actions, selection, onSelection }: ResultsGridProps) {
  const columns = useMemo<GridColDef<ResultRow>[]>(
    () =>
      search.results_header.map((column) => ({
        field: column.id,
        headerName: column.displayName,
        description: column.id,
        type: column.type === 'number' ? 'number' : 'string',
        flex: column.type === 'number' ? 0 : 1,
        minWidth: column.type === 'number' ? 130 : 180,
        sortable: false,
        filterable: false,
        valueGetter: (_value, row) => cellText(row.cells[column.id] ?? null),
        renderCell: (params) => {
          const cell = params.row.cells[column.id] ?? null;
          // an entity row's name opens the entity itself (a nameless one reads as its id)
          if (
            column.id === 'display_name' &&
            (typeof cell === 'string' || cell === null) &&
            params.row.id.includes('/')
          ) {
            return <ZoomLink entityId={params.row.id}>{entityLabel(params.row.id, cell)}</ZoomLink>;
          }
          return renderCell(cell);
        },
      })),
    [search.results_header],
  );
  const context = useMemo(() => ({ actions, header: search.results_header }), [actions, search.results_header]);
  return (
    <ActionsContext.Provider value={context}>
      <DataGrid<ResultRow>
        rows={search.results}
        columns={columns}
        getRowId={(row) => row.id}
        checkboxSelection
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelection}
        hideFooter
        // 100 rows at most, all rendered: find-in-page and screen readers see every row
        disableVirtualization
        autoHeight
        density="compact"
        slots={{ columnMenu: ResultsColumnMenu }}
        aria-label="Search results"
        sx={{ '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 } }}
      />
    </ActionsContext.Provider>
  );
}
